import { passwordResetRequestSchema } from "@app/shared";
import { Alert, Input, Link, Stack } from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import { LuKeyRound, LuMail } from "react-icons/lu";
import { Form, FormField, type FormOutput, SubmitButton, useSchemaForm } from "../../../components/form";
import { notifyFormFailure } from "../../../lib/feedback";
import { useI18n } from "../../../lib/i18n";
import { trpc } from "../../../lib/trpc";
import { AuthCard } from "../login/AuthCard";

/**
 * "Forgot your password?": one address, one answer. The answer is the same whether or not the address has an
 * account (docs/product/accounts.md, "Forgotten password"), so the screen shows it as it comes.
 */
export function ForgotPasswordPage() {
  const { t, say } = useI18n();
  const form = useSchemaForm(passwordResetRequestSchema, { defaultValues: { email: "" } });
  const request = useMutation(trpc.account.requestPasswordReset.mutationOptions());
  const onSubmit = (values: FormOutput<typeof passwordResetRequestSchema>) =>
    request.mutate(values, { onError: (error) => notifyFormFailure(form, error, { signedOut: false }) });

  return (
    <AuthCard
      icon={<LuKeyRound />}
      title={t("accountSecurity.forgot.title")}
      intro={t("accountSecurity.forgot.intro")}
      maxW="md"
    >
      {request.isSuccess ? (
        <Alert.Root status="success" rounded="l3" role="status">
          <Alert.Indicator>
            <LuMail />
          </Alert.Indicator>
          <Alert.Description>{say(request.data.message)}</Alert.Description>
        </Alert.Root>
      ) : (
        <Form form={form} onSubmit={onSubmit}>
          <Stack gap="4">
            <FormField name="email" label={t("accountSecurity.forgot.email")} required>
              <Input type="email" autoComplete="email" {...form.register("email")} />
            </FormField>
            <SubmitButton
              size="lg"
              pending={request.isPending}
              pendingText={t("accountSecurity.forgot.pending")}
            >
              {t("accountSecurity.forgot.submit")}
            </SubmitButton>
          </Stack>
        </Form>
      )}
      <Link asChild color="brand.fg" fontWeight="medium" alignSelf="center">
        <RouterLink to="/auth">{t("accountSecurity.forgot.backToSignIn")}</RouterLink>
      </Link>
    </AuthCard>
  );
}
