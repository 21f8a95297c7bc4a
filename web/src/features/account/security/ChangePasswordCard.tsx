import { type PasswordChangeFormInput, passwordChangeFormSchema } from "@app/shared";
import { Stack } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Form, FormField, type FormOutput, SubmitButton, useSchemaForm } from "../../../components/form";
import { notifyFormFailure, notifySuccess } from "../../../lib/feedback";
import { useI18n } from "../../../lib/i18n";
import { trpc } from "../../../lib/trpc";
import { PasswordInput } from "../login/PasswordInput";
import { SettingsCard } from "./SettingsCard";

const EMPTY: PasswordChangeFormInput = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** The current password, then the new one twice; the other sessions end (docs/product/accounts.md). */
export function ChangePasswordCard() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const form = useSchemaForm(passwordChangeFormSchema, { defaultValues: EMPTY });
  const change = useMutation(trpc.account.changePassword.mutationOptions());
  const onSubmit = ({ confirmPassword: _confirm, ...input }: FormOutput<typeof passwordChangeFormSchema>) =>
    change.mutate(input, {
      onSuccess: () => {
        form.reset(EMPTY);
        notifySuccess(t("accountSecurity.changePassword.done"));
        void queryClient.invalidateQueries({ queryKey: trpc.account.sessions.queryKey() });
      },
      onError: (error) => notifyFormFailure(form, error),
    });
  return (
    <SettingsCard title={t("accountSecurity.changePassword.title")}>
      <Form form={form} onSubmit={onSubmit}>
        <Stack gap="4" maxW="md">
          <FormField
            name="currentPassword"
            label={t("accountSecurity.changePassword.currentPassword")}
            required
          >
            <PasswordInput autoComplete="current-password" {...form.register("currentPassword")} />
          </FormField>
          <FormField
            name="newPassword"
            label={t("accountSecurity.changePassword.newPassword")}
            helper={t("accountSecurity.reset.passwordHelp")}
            required
          >
            <PasswordInput autoComplete="new-password" {...form.register("newPassword")} />
          </FormField>
          <FormField
            name="confirmPassword"
            label={t("accountSecurity.changePassword.confirmPassword")}
            required
          >
            <PasswordInput autoComplete="new-password" {...form.register("confirmPassword")} />
          </FormField>
          <SubmitButton
            alignSelf="flex-start"
            pending={change.isPending}
            pendingText={t("accountSecurity.changePassword.pending")}
          >
            {t("accountSecurity.changePassword.submit")}
          </SubmitButton>
        </Stack>
      </Form>
    </SettingsCard>
  );
}
