import { accountHome, loginSchema, type SecondFactorMethod } from "@app/shared";
import { Input, Link, Stack } from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LuArrowRight, LuChurch, LuLogIn, LuUserPlus } from "react-icons/lu";
import { Form, FormField, type FormOutput, SubmitButton, useSchemaForm } from "../../components/form";
import { TextDivider } from "../../components/layout/TextDivider";
import { Button } from "../../components/ui/button";
import { notifyFailure, notifySuccess } from "../../lib/feedback";
import { trpc } from "../../lib/trpc";
import { AuthCard } from "./login/AuthCard";
import { PasswordInput } from "./login/PasswordInput";
import { SignedInNotice } from "./login/SignedInNotice";
import { useAfterSignIn, useRedirectParam } from "./login/signed-in";
import { SecondFactorStep } from "./two-factor/SecondFactorStep";

export function LoginPage() {
  const { t } = useTranslation();
  const form = useSchemaForm(loginSchema, { defaultValues: { email: "", password: "" } });
  const redirect = useRedirectParam();
  const afterSignIn = useAfterSignIn();
  const login = useMutation(trpc.auth.login.mutationOptions());
  // Set when the password was right and the account has a second factor (docs/decisions/017-two-step-sign-in.md).
  const [secondFactor, setSecondFactor] = useState<SecondFactorMethod[] | null>(null);

  const signedIn = async (user: { role: string; churchId: number | null }) => {
    notifySuccess(t("messages.LOGIN_SUCCESSFUL.title"), t("messages.LOGIN_SUCCESSFUL.description"));
    await afterSignIn(redirect ?? accountHome(user));
  };

  const onSubmit = (values: FormOutput<typeof loginSchema>) => {
    login.mutate(values, {
      onSuccess: async (result) => {
        if ("secondFactorRequired" in result) setSecondFactor(result.methods);
        else await signedIn(result);
      },
      // A refused sign-in names no field (it must not say which half was wrong): the form's toast
      // (docs/product/messages.md#failures-on-screen).
      onError: (error) =>
        notifyFailure(error, {
          title: t("messages.LOGIN_FAILED.title"),
          fallback: t("messages.LOGIN_FAILED.fallback"),
          signedOut: false,
        }),
    });
  };

  if (secondFactor) {
    return (
      <SecondFactorStep
        methods={secondFactor}
        onSignedIn={(user) => void signedIn(user)}
        onStartOver={() => setSecondFactor(null)}
      />
    );
  }

  return (
    <AuthCard icon={<LuChurch />} title={t("account.login.title")} intro={t("account.login.intro")} maxW="md">
      <SignedInNotice continueTo={redirect} />
      <Form form={form} onSubmit={onSubmit}>
        <Stack gap="4">
          <FormField name="email" label={t("account.login.email")} required>
            <Input
              type="email"
              autoComplete="email"
              placeholder={t("account.login.emailPlaceholder")}
              {...form.register("email")}
            />
          </FormField>
          <FormField name="password" label={t("account.login.password")} required>
            <PasswordInput
              autoComplete="current-password"
              placeholder={t("account.login.passwordPlaceholder")}
              {...form.register("password")}
            />
          </FormField>
          <Link asChild alignSelf="flex-end" textStyle="sm" color="brand.fg" fontWeight="medium" mt="-2">
            <RouterLink to="/forgot-password">{t("accountSecurity.forgotPasswordLink")}</RouterLink>
          </Link>
          <SubmitButton size="lg" pending={login.isPending} pendingText={t("account.login.pending")}>
            <LuLogIn />
            {t("account.login.submit")}
          </SubmitButton>
        </Stack>
      </Form>

      <TextDivider>{t("account.login.newHere")}</TextDivider>

      <Stack gap="2">
        <Button asChild variant="outline">
          <RouterLink to="/register-church">{t("account.login.createChurchAccount")}</RouterLink>
        </Button>
        {/* The church is already listed: an account alone, then the claim. */}
        <Button asChild variant="outline" whiteSpace="normal" textAlign="center" h="auto" minH="10" py="2">
          <RouterLink to="/sign-up" search={{ redirect: redirect ?? "/claim" }}>
            <LuUserPlus />
            {t("account.login.createAccountToClaim")}
          </RouterLink>
        </Button>
        <Button asChild variant="ghost" color="fg.muted">
          <RouterLink to="/">
            {t("account.login.continueAsGuest")}
            <LuArrowRight />
          </RouterLink>
        </Button>
      </Stack>
    </AuthCard>
  );
}
