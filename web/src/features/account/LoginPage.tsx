import { LOGIN_FAILED, LOGIN_SUCCESSFUL, type LoginInput, loginSchema } from "@app/shared";
import {
  Button,
  Card,
  Center,
  chakra,
  Heading,
  HStack,
  Input,
  Separator,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { LuArrowRight, LuChurch, LuLogIn, LuUserPlus } from "react-icons/lu";
import { FormField } from "../../components/form";
import { toaster } from "../../components/ui/toaster";
import { errorMessage, trpc } from "../../lib/trpc";
import { type FormErrors, issuesByPath } from "./login/form";
import { PasswordInput } from "./login/PasswordInput";
import { homeFor, useAfterSignIn, useRedirectParam } from "./login/signed-in";

export function LoginPage() {
  const [values, setValues] = useState<LoginInput>({ email: "", password: "" });
  const [errors, setErrors] = useState<FormErrors>({});
  const redirect = useRedirectParam();
  const afterSignIn = useAfterSignIn();
  const login = useMutation(trpc.auth.login.mutationOptions());

  const update = (field: keyof LoginInput) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = loginSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(issuesByPath(parsed));
      return;
    }
    login.mutate(parsed.data, {
      onSuccess: async (user) => {
        toaster.create({
          type: "success",
          title: LOGIN_SUCCESSFUL.title,
          description: LOGIN_SUCCESSFUL.description,
        });
        await afterSignIn(redirect ?? homeFor(user.role));
      },
      onError: (error) => {
        toaster.create({
          type: "error",
          title: LOGIN_FAILED.title,
          description: errorMessage(error, LOGIN_FAILED.fallback),
        });
      },
    });
  };

  return (
    <Center flex="1" px="4" py={{ base: "10", md: "16" }} bg="bg.subtle">
      <Card.Root w="full" maxW="md" rounded="card" shadow="card" borderColor="border.muted">
        <Card.Body gap="6" p={{ base: "6", md: "8" }}>
          <Stack gap="3" align="center" textAlign="center">
            <Center boxSize="12" rounded="full" bg="brand.muted" color="brand.fg" fontSize="xl">
              <LuChurch />
            </Center>
            <Heading as="h1" size="2xl" letterSpacing="tight">
              Church Login
            </Heading>
            <Text color="fg.muted">Sign in to manage your church profile.</Text>
          </Stack>

          <chakra.form onSubmit={onSubmit} noValidate>
            <Stack gap="4">
              <FormField label="Email" error={errors.email} required>
                <Input
                  type="email"
                  name="email"
                  autoComplete="email"
                  placeholder="you@yourchurch.org"
                  value={values.email}
                  onChange={update("email")}
                />
              </FormField>
              <FormField label="Password" error={errors.password} required>
                <PasswordInput
                  name="password"
                  autoComplete="current-password"
                  placeholder="Your password"
                  value={values.password}
                  onChange={update("password")}
                />
              </FormField>
              <Button
                type="submit"
                colorPalette="brand"
                size="lg"
                loading={login.isPending}
                loadingText="Signing in..."
              >
                <LuLogIn />
                Sign In
              </Button>
            </Stack>
          </chakra.form>

          <HStack gap="3">
            <Separator flex="1" />
            <Text textStyle="xs" color="fg.subtle" flexShrink="0">
              New here?
            </Text>
            <Separator flex="1" />
          </HStack>

          <Stack gap="2">
            <Button asChild variant="outline">
              <RouterLink to="/register-church">Create Church Account</RouterLink>
            </Button>
            {/* The church is already listed: an account alone, then the claim. */}
            <Button asChild variant="outline" whiteSpace="normal" h="auto" minH="10" py="2">
              <RouterLink to="/sign-up" search={{ redirect: redirect ?? "/claim" }}>
                <LuUserPlus />
                Create an account to claim your church
              </RouterLink>
            </Button>
            <Button asChild variant="ghost" color="fg.muted">
              <RouterLink to="/">
                Continue as guest
                <LuArrowRight />
              </RouterLink>
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
