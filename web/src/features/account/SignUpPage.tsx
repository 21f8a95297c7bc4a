import {
  ACCOUNT_CREATED,
  type AccountSignUpFormInput,
  accountSignUpFormSchema,
  PASSWORDS_DONT_MATCH,
  REGISTRATION_FAILED,
  SIGN_UP_FAILED_FALLBACK,
} from "@app/shared";
import {
  Button,
  Card,
  Center,
  chakra,
  Grid,
  Heading,
  HStack,
  Input,
  Link,
  Separator,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import { type ChangeEvent, type FormEvent, useRef, useState } from "react";
import { LuUserPlus } from "react-icons/lu";
import { FormField, hasFieldErrors, serverErrors } from "../../components/form";
import { RoutePending } from "../../components/layout/RouteStatus";
import { toaster } from "../../components/ui/toaster";
import { useCurrentUser } from "../../lib/queries";
import { errorMessage, trpc } from "../../lib/trpc";
import { type FormErrors, issuesByPath } from "./login/form";
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
              Create an Account
            </Heading>
            <Text color="fg.muted">
              {redirect === "/claim"
                ? "Create your account, then claim your church with its listed email address."
                : "An account lets you claim your church if it is already listed, or register it later."}
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
  return (
    <Stack gap="4" textAlign="center" role="status">
      <Text>
        You are already signed in as <strong>{email}</strong>.
      </Text>
      <Button asChild colorPalette="brand">
        <RouterLink to={redirect ?? "/profile"}>Continue</RouterLink>
      </Button>
    </Stack>
  );
}

function SignUpForm({ redirect, onSentTo }: { redirect: string | null; onSentTo: (email: string) => void }) {
  const [values, setValues] = useState<AccountSignUpFormInput>(EMPTY);
  const [errors, setErrors] = useState<FormErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const queryClient = useQueryClient();
  const afterSignIn = useAfterSignIn();
  const signUp = useMutation(trpc.auth.signUp.mutationOptions());

  const field = (name: keyof AccountSignUpFormInput) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = accountSignUpFormSchema.safeParse(values);
    if (!parsed.success) {
      const found = issuesByPath(parsed);
      if (values.confirmPassword !== values.password) found.confirmPassword ??= PASSWORDS_DONT_MATCH;
      setErrors(found);
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus());
      return;
    }
    const { confirmPassword: _confirm, ...payload } = parsed.data;
    signUp.mutate(payload, {
      // The same answer whether or not the email had an account; only a new one is signed in.
      onSuccess: async () => {
        const me = await queryClient.fetchQuery({ ...trpc.auth.me.queryOptions(), staleTime: 0 });
        if (me?.email !== payload.email) {
          onSentTo(payload.email);
          return;
        }
        toaster.create({
          type: "success",
          title: ACCOUNT_CREATED.title,
          description: ACCOUNT_CREATED.description,
        });
        await afterSignIn(redirect ?? "/profile");
      },
      onError: (error) => {
        const found = serverErrors(error);
        setErrors(found);
        if (hasFieldErrors(found)) return;
        toaster.create({
          type: "error",
          title: REGISTRATION_FAILED.title,
          description: errorMessage(error, SIGN_UP_FAILED_FALLBACK),
        });
      },
    });
  };

  const signInSearch = redirect ? { redirect } : {};
  return (
    <>
      <chakra.form ref={form} onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <Grid templateColumns={{ base: "1fr", sm: "repeat(2, minmax(0, 1fr))" }} gap="4">
            <FormField label="First Name" error={errors.firstName} required>
              <Input autoComplete="given-name" {...field("firstName")} />
            </FormField>
            <FormField label="Last Name" error={errors.lastName} required>
              <Input autoComplete="family-name" {...field("lastName")} />
            </FormField>
          </Grid>
          <FormField label="Email" error={errors.email} required>
            <Input type="email" autoComplete="email" placeholder="you@yourchurch.org" {...field("email")} />
          </FormField>
          <FormField
            label="Password"
            error={errors.password}
            helper={errors.password ? undefined : "At least 8 characters."}
            required
          >
            <PasswordInput autoComplete="new-password" {...field("password")} />
          </FormField>
          <FormField label="Confirm Password" error={errors.confirmPassword} required>
            <PasswordInput autoComplete="new-password" {...field("confirmPassword")} />
          </FormField>
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            loading={signUp.isPending}
            loadingText="Creating Account..."
          >
            Create Account
          </Button>
        </Stack>
      </chakra.form>
      <HStack gap="3">
        <Separator flex="1" />
        <Text textStyle="xs" color="fg.muted" flexShrink="0">
          Already have an account?
        </Text>
        <Separator flex="1" />
      </HStack>
      <Stack gap="2" textAlign="center">
        <Button asChild variant="outline">
          <RouterLink to="/auth" search={signInSearch}>
            Sign in
          </RouterLink>
        </Button>
        <Text textStyle="sm" color="fg.muted">
          Registering a new church?{" "}
          <Link asChild color="brand.fg" fontWeight="medium">
            <RouterLink to="/register-church">Create a church account</RouterLink>
          </Link>
        </Text>
      </Stack>
    </>
  );
}
