import { type AccountSignUpFormInput, accountSignUpFormSchema } from "@app/shared";
import { Link, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LuUserPlus } from "react-icons/lu";
import { Form, type FormOutput, SubmitButton, useSchemaForm } from "../../components/form";
import { RoutePending } from "../../components/layout/RouteStatus";
import { TextDivider } from "../../components/layout/TextDivider";
import { Button } from "../../components/ui/button";
import { notifyFormFailure, notifySuccess } from "../../lib/feedback";
import { useCurrentUser } from "../../lib/queries";
import { trpc } from "../../lib/trpc";
import { AccountFields, checkPasswordsMatch } from "./login/AccountFields";
import { AuthCard } from "./login/AuthCard";
import { SignedInNotice } from "./login/SignedInNotice";
import { useAfterSignIn, useRedirectParam } from "./login/signed-in";
import { CheckYourEmail } from "./register-church/CheckYourEmail";

const EMPTY: AccountSignUpFormInput = {
  firstName: "",
  lastName: "",
  email: "",
  password: "",
  confirmPassword: "",
};

/**
 * An account without a church: for a pastor whose church is already listed (they claim it next) or who
 * registers one later. Answered like /register-church: a taken email signs nobody in, and the visitor is
 * told to check their mail (docs/decisions/008-registration-answers-and-owner-edits.md).
 */
export function SignUpPage() {
  const { t } = useTranslation();
  const { user, isPending } = useCurrentUser();
  const redirect = useRedirectParam();
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (sentTo) return <CheckYourEmail email={sentTo} redirect={redirect} />;
  if (isPending) return <RoutePending />;
  return (
    <AuthCard
      icon={<LuUserPlus />}
      title={t("account.signUp.title")}
      intro={redirect === "/claim" ? t("account.signUp.introClaim") : t("account.signUp.intro")}
      maxW="lg"
    >
      {user ? (
        <SignedInNotice continueTo={redirect} />
      ) : (
        <SignUpForm redirect={redirect} onSentTo={setSentTo} />
      )}
    </AuthCard>
  );
}

function SignUpForm({ redirect, onSentTo }: { redirect: string | null; onSentTo: (email: string) => void }) {
  const { t } = useTranslation();
  const form = useSchemaForm(accountSignUpFormSchema, { defaultValues: EMPTY });
  const queryClient = useQueryClient();
  const afterSignIn = useAfterSignIn();
  const signUp = useMutation(trpc.auth.signUp.mutationOptions());

  const onSubmit = ({
    confirmPassword: _confirm,
    ...payload
  }: FormOutput<typeof accountSignUpFormSchema>) => {
    signUp.mutate(payload, {
      // The same answer whether or not the email had an account; only a new one is signed in.
      onSuccess: async () => {
        const me = await queryClient.fetchQuery({ ...trpc.auth.me.queryOptions(), staleTime: 0 });
        if (me?.email !== payload.email) {
          onSentTo(payload.email);
          return;
        }
        notifySuccess(t("account.signUp.createdTitle"), t("account.signUp.createdDescription"));
        await afterSignIn(redirect ?? "/profile");
      },
      onError: (error) => {
        notifyFormFailure(form, error, {
          title: t("messages.REGISTRATION_FAILED.title"),
          fallback: t("account.signUp.failed"),
          signedOut: false,
        });
      },
    });
  };

  const signInSearch = redirect ? { redirect } : {};
  return (
    <>
      <Form form={form} onSubmit={onSubmit} onInvalid={() => checkPasswordsMatch(form)}>
        <Stack gap="4">
          <AccountFields emailLabel={t("account.login.email")} layout="card" />
          <SubmitButton size="lg" pending={signUp.isPending} pendingText={t("account.signUp.pending")}>
            {t("account.signUp.submit")}
          </SubmitButton>
        </Stack>
      </Form>
      <TextDivider>{t("account.signUp.haveAccount")}</TextDivider>
      <Stack gap="2" textAlign="center">
        <Button asChild variant="outline">
          <RouterLink to="/auth" search={signInSearch}>
            {t("account.signUp.signIn")}
          </RouterLink>
        </Button>
        <Text textStyle="sm" color="fg.muted">
          {t("account.signUp.registeringChurch")}{" "}
          <Link asChild color="brand.fg" fontWeight="medium">
            <RouterLink to="/register-church">{t("account.signUp.createChurchAccount")}</RouterLink>
          </Link>
        </Text>
      </Stack>
    </>
  );
}
