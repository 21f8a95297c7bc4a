import { Card, Heading, Icon, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { LuMailCheck } from "react-icons/lu";
import { PageContainer } from "../../../components/layout/Page";
import { Button } from "../../../components/ui/button";

/**
 * What /register-church and /sign-up show when the registration was received but nobody was signed in: the address
 * already had an account, and its owner has been mailed. Worded so that it reads right either way, since
 * the server does not say which.
 */
export function CheckYourEmail({ email, redirect = null }: { email: string; redirect?: string | null }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the visitor was in is gone: move focus to what replaced it, so a screen reader reads it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <PageContainer maxW="2xl">
      <Card.Root rounded="card" shadow="card" borderColor="border.muted">
        <Card.Body gap="5" p={{ base: "6", md: "10" }} alignItems="center" textAlign="center">
          <Icon as={LuMailCheck} boxSize="12" color="brand.solid" aria-hidden />
          <Stack gap="3">
            <Heading as="h1" size="2xl" ref={heading} tabIndex={-1} outline="none">
              {t("registerChurch.checkEmail.title")}
            </Heading>
            <Text color="fg.muted" wordBreak="break-word">
              {t("registerChurch.checkEmail.sentTo", { email })}
            </Text>
            <Text color="fg.muted">{t("registerChurch.checkEmail.existingAccount")}</Text>
          </Stack>
          <Stack direction={{ base: "column", sm: "row" }} gap="3" w={{ base: "full", sm: "auto" }}>
            <Button asChild colorPalette="brand">
              <RouterLink to="/auth" search={redirect ? { redirect } : {}}>
                {t("account.signUp.signIn")}
              </RouterLink>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to="/">{t("common.backToHome")}</RouterLink>
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
    </PageContainer>
  );
}
