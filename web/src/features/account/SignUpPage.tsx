import { type AccountSignUpFormInput, accountSignUpFormSchema, PASSWORDS_DONT_MATCH } from "@app/shared";
import { Button, Card, Center, Grid, Heading, Input, Link, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LuUserPlus } from "react-icons/lu";
import {
  applyServerError,
  Form,
  FormField,
  type FormOutput,
  SubmitButton,
  useSchemaForm,
} from "../../components/form";
import { RoutePending } from "../../components/layout/RouteStatus";
import { TextDivider } from "../../components/layout/TextDivider";
import { notifyFailure, notifySuccess } from "../../lib/feedback";
import { useCurrentUser } from "../../lib/queries";
import { trpc } from "../../lib/trpc";
import { PasswordInput } from "./login/PasswordInput";
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
    <Center flex="1" px="4" py={{ base: "10", md: "16" }} bg="bg.subtle">
      <Card.Root w="full" maxW="lg" rounded="card" shadow="card" borderColor="border.muted">
        <Card.Body gap="6" p={{ base: "6", md: "8" }}>
          <Stack gap="3" align="center" textAlign="center">
            <Center boxSize="12" rounded="full" bg="brand.muted" color="brand.fg" fontSize="xl">
              <LuUserPlus />
            </Center>
            <Heading as="h1" size="2xl" letterSpacing="tight">
              {t("account.signUp.title")}
            </Heading>
            <Text color="fg.muted">
              {redirect === "/claim" ? t("account.signUp.introClaim") : t("account.signUp.intro")}
            </Text>
          </Stack>
          {user ? (
            <SignedInNotice email={user.email} redirect={redirect} />
          ) : (
            <SignUpForm redirect={redirect} onSentTo={setSentTo} />
          )}
        </Card.Body>
      </Card.Root>
    </Center>
  );
}

function SignedInNotice({ email, redirect }: { email: string; redirect: string | null }) {
  const { t } = useTranslation();
  return (
    <Stack gap="4" textAlign="center" role="status">
      <Text>
        {t("account.signUp.alreadySignedInAs")} <strong>{email}</strong>.
      </Text>
      <Button asChild colorPalette="brand">
        <RouterLink to={redirect ?? "/profile"}>{t("account.signUp.continue")}</RouterLink>
      </Button>
    </Stack>
  );
}

function SignUpForm({ redirect, onSentTo }: { redirect: string | null; onSentTo: (email: string) => void }) {
  const { t } = useTranslation();
  const form = useSchemaForm(accountSignUpFormSchema, { defaultValues: EMPTY });
  const queryClient = useQueryClient();
  const afterSignIn = useAfterSignIn();
  const signUp = useMutation(trpc.auth.signUp.mutationOptions());

  // The schema compares the passwords only once every field is valid; say it beside the other mistakes too.
  const onInvalid = () => {
    const { password, confirmPassword } = form.getValues();
    if (confirmPassword !== password && !form.getFieldState("confirmPassword").error)
      form.setError("confirmPassword", { type: "validate", message: PASSWORDS_DONT_MATCH });
  };

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
        if (applyServerError(form, error, t("account.signUp.failed"))) return;
        notifyFailure(error, {
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
      <Form form={form} onSubmit={onSubmit} onInvalid={onInvalid}>
        <Stack gap="4">
          <Grid templateColumns={{ base: "1fr", sm: "repeat(2, minmax(0, 1fr))" }} gap="4">
            <FormField name="firstName" label={t("account.signUp.firstName")} required>
              <Input autoComplete="given-name" {...form.register("firstName")} />
            </FormField>
            <FormField name="lastName" label={t("account.signUp.lastName")} required>
              <Input autoComplete="family-name" {...form.register("lastName")} />
            </FormField>
          </Grid>
          <FormField name="email" label={t("account.login.email")} required>
            <Input
              type="email"
              autoComplete="email"
              placeholder={t("account.login.emailPlaceholder")}
              {...form.register("email")}
            />
          </FormField>
          <FormField
            name="password"
            label={t("account.login.password")}
            helper={form.formState.errors.password ? undefined : t("account.signUp.passwordHelp")}
            required
          >
            <PasswordInput autoComplete="new-password" {...form.register("password")} />
          </FormField>
          <FormField name="confirmPassword" label={t("account.signUp.confirmPassword")} required>
            <PasswordInput autoComplete="new-password" {...form.register("confirmPassword")} />
          </FormField>
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
