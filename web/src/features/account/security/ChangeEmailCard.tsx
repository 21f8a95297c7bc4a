import { type EmailChangeInput, emailChangeSchema } from "@app/shared";
import { Alert, Input, Stack } from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import { LuMail } from "react-icons/lu";
import { Form, FormField, type FormOutput, SubmitButton, useSchemaForm } from "../../../components/form";
import { notifyFormFailure } from "../../../lib/feedback";
import { useI18n } from "../../../lib/i18n";
import { trpc } from "../../../lib/trpc";
import { PasswordInput } from "../login/PasswordInput";
import { SettingsCard } from "./SettingsCard";

const EMPTY: EmailChangeInput = { newEmail: "", password: "" };

/** A new address takes effect only from the link mailed to it (docs/product/accounts.md). */
export function ChangeEmailCard({ email }: { email: string }) {
  const { t, say } = useI18n();
  const form = useSchemaForm(emailChangeSchema, { defaultValues: EMPTY });
  const request = useMutation(trpc.account.requestEmailChange.mutationOptions());
  const onSubmit = (input: FormOutput<typeof emailChangeSchema>) =>
    request.mutate(input, {
      onSuccess: () => form.reset(EMPTY),
      onError: (error) => notifyFormFailure(form, error),
    });
  return (
    <SettingsCard
      title={t("accountSecurity.changeEmail.title")}
      description={t("accountSecurity.changeEmail.current", { email })}
    >
      {request.isSuccess && (
        <Alert.Root status="info" rounded="l3" role="status">
          <Alert.Indicator>
            <LuMail />
          </Alert.Indicator>
          <Alert.Description>{say(request.data.message)}</Alert.Description>
        </Alert.Root>
      )}
      <Form form={form} onSubmit={onSubmit}>
        <Stack gap="4" maxW="md">
          <FormField name="newEmail" label={t("accountSecurity.changeEmail.newEmail")} required>
            <Input type="email" autoComplete="email" {...form.register("newEmail")} />
          </FormField>
          <FormField name="password" label={t("accountSecurity.changeEmail.password")} required>
            <PasswordInput autoComplete="current-password" {...form.register("password")} />
          </FormField>
          <SubmitButton
            alignSelf="flex-start"
            whiteSpace="normal"
            h="auto"
            minH="10"
            pending={request.isPending}
            pendingText={t("accountSecurity.changeEmail.pending")}
          >
            {t("accountSecurity.changeEmail.submit")}
          </SubmitButton>
        </Stack>
      </Form>
    </SettingsCard>
  );
}
