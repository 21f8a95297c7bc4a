import { type PasswordResetFormInput, passwordResetFormSchema } from "@app/shared";
import { Alert, Stack } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link as RouterLink, useSearch } from "@tanstack/react-router";
import { LuKeyRound, LuLogIn } from "react-icons/lu";
import { Form, FormField, type FormOutput, SubmitButton, useSchemaForm } from "../../../components/form";
import { Button } from "../../../components/ui/button";
import { notifyFormFailure, refreshMe } from "../../../lib/feedback";
import { useI18n } from "../../../lib/i18n";
import { trpc } from "../../../lib/trpc";
import { AuthCard } from "../login/AuthCard";
import { PasswordInput } from "../login/PasswordInput";

const EMPTY: PasswordResetFormInput = { password: "", confirmPassword: "" };

/**
 * The reset mail's link (`/reset-password?token=...`): a new password under the shared rules; the server
 * also refuses a weak one and says why beside the field (docs/product/accounts.md, "Passwords").
 */
export function ResetPasswordPage() {
  const { t } = useI18n();
  const { token } = useSearch({ from: "/reset-password" });
  const form = useSchemaForm(passwordResetFormSchema, { defaultValues: EMPTY });
  const queryClient = useQueryClient();
  // A reset ends every session of the account, this browser's too if it had one.
  const reset = useMutation(
    trpc.account.resetPassword.mutationOptions({ onSuccess: refreshMe(queryClient) }),
  );
  const onSubmit = ({ password }: FormOutput<typeof passwordResetFormSchema>) =>
    reset.mutate(
      { token: token ?? "", password },
      { onError: (error) => notifyFormFailure(form, error, { signedOut: false }) },
    );

  const title = reset.isSuccess ? t("accountSecurity.reset.doneTitle") : t("accountSecurity.reset.title");
  const intro = reset.isSuccess ? t("accountSecurity.reset.doneText") : t("accountSecurity.reset.intro");
  return (
    <AuthCard icon={<LuKeyRound />} title={title} intro={intro} maxW="md">
      {reset.isSuccess ? (
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to="/auth">
            <LuLogIn />
            {t("accountSecurity.reset.signIn")}
          </RouterLink>
        </Button>
      ) : !token ? (
        <Stack gap="4">
          <Alert.Root status="warning" rounded="l3">
            <Alert.Indicator />
            <Alert.Description>{t("accountSecurity.reset.missingToken")}</Alert.Description>
          </Alert.Root>
          <Button asChild variant="outline">
            <RouterLink to="/forgot-password">{t("accountSecurity.reset.requestNew")}</RouterLink>
          </Button>
        </Stack>
      ) : (
        <Form form={form} onSubmit={onSubmit}>
          <Stack gap="4">
            <FormField
              name="password"
              label={t("accountSecurity.reset.password")}
              helper={t("accountSecurity.reset.passwordHelp")}
              required
            >
              <PasswordInput autoComplete="new-password" {...form.register("password")} />
            </FormField>
            <FormField name="confirmPassword" label={t("accountSecurity.reset.confirmPassword")} required>
              <PasswordInput autoComplete="new-password" {...form.register("confirmPassword")} />
            </FormField>
            <SubmitButton
              size="lg"
              pending={reset.isPending}
              pendingText={t("accountSecurity.reset.pending")}
            >
              {t("accountSecurity.reset.submit")}
            </SubmitButton>
            <Button asChild variant="ghost" color="fg.muted">
              <RouterLink to="/forgot-password">{t("accountSecurity.reset.requestNew")}</RouterLink>
            </Button>
          </Stack>
        </Form>
      )}
    </AuthCard>
  );
}
