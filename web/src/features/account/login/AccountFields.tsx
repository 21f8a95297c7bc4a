import type { AccountSignUpFormInput } from "@app/shared";
import { MSG } from "@app/shared/i18n";
import { Grid, Input } from "@chakra-ui/react";
import { type Path, type UseFormReturn, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormField } from "../../../components/form";
import { PasswordInput } from "./PasswordInput";

type AccountValues = AccountSignUpFormInput;

interface AccountFieldsProps {
  /** The email's label: the sign-up card's plain "Email", the church registration's own wording. */
  emailLabel: string;
  /**
   * "card": /sign-up's narrow card, names side by side from small screens, the passwords one under the other.
   * "page": /register-church's wide page, names and passwords side by side from medium screens.
   */
  layout: "card" | "page";
}

/**
 * A new account's fields (names, email, password twice) of a `<Form>` whose values hold them at the top level:
 * /sign-up and /register-church show the same labels, controls and messages.
 */
export function AccountFields({ emailLabel, layout }: AccountFieldsProps) {
  const { t } = useTranslation();
  const {
    register,
    formState: { errors },
  } = useFormContext<AccountValues>();
  const columns = { base: "1fr", [layout === "card" ? "sm" : "md"]: "repeat(2, minmax(0, 1fr))" };
  // Made where they are shown, after the names: react-hook-form focuses the first invalid field in the order
  // the fields were registered, so a password registered first would take the focus from First Name.
  const password = () => (
    <FormField
      name="password"
      label={t("account.login.password")}
      helper={errors.password ? undefined : t("account.signUp.passwordHelp")}
      required
    >
      <PasswordInput autoComplete="new-password" {...register("password")} />
    </FormField>
  );
  const confirmPassword = () => (
    <FormField name="confirmPassword" label={t("account.signUp.confirmPassword")} required>
      <PasswordInput autoComplete="new-password" {...register("confirmPassword")} />
    </FormField>
  );
  return (
    <>
      <Grid templateColumns={columns} gap="4">
        <FormField name="firstName" label={t("account.signUp.firstName")} required>
          <Input autoComplete="given-name" {...register("firstName")} />
        </FormField>
        <FormField name="lastName" label={t("account.signUp.lastName")} required>
          <Input autoComplete="family-name" {...register("lastName")} />
        </FormField>
      </Grid>
      <FormField name="email" label={emailLabel} required>
        <Input
          type="email"
          autoComplete="email"
          placeholder={t("account.login.emailPlaceholder")}
          {...register("email")}
        />
      </FormField>
      {layout === "card" ? (
        <>
          {password()}
          {confirmPassword()}
        </>
      ) : (
        <Grid templateColumns={columns} gap="4">
          {password()}
          {confirmPassword()}
        </Grid>
      )}
    </>
  );
}

/**
 * The forms' `onInvalid`: the schema compares the passwords only once every field is valid; say it beside
 * the other mistakes too.
 */
export function checkPasswordsMatch<T extends AccountValues>(
  form: Pick<UseFormReturn<T, unknown, never>, "getValues" | "getFieldState" | "setError">,
) {
  const { password, confirmPassword } = form.getValues();
  const field = "confirmPassword" as Path<T>;
  if (confirmPassword !== password && !form.getFieldState(field).error)
    form.setError(field, { type: "validate", message: MSG.messages.PASSWORDS_DONT_MATCH });
}
