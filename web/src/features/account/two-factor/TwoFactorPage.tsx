import { Alert, Box, Card, Button as ChakraButton, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import { useState } from "react";
import { LuArrowRight } from "react-icons/lu";
import { RequireSignIn } from "../../../components/auth";
import { PageContainer, PageHeader } from "../../../components/layout/Page";
import { ListError, ListLoading } from "../../../components/lists/ListStates";
import { Button } from "../../../components/ui/button";
import { useI18n } from "../../../lib/i18n";
import { trpc } from "../../../lib/trpc";
import { AuthenticatorAppCard } from "./AuthenticatorAppCard";
import { PasskeysCard } from "./PasskeysCard";
import { RecoveryCodesCard } from "./RecoveryCodesCard";

/**
 * /account/two-factor (docs/product/accounts-admin.md, "Second factors"): the account's own passkeys,
 * authenticator app and recovery codes. An administrator who must enrol is sent here and held here.
 */
export function TwoFactorPage() {
  const { t } = useI18n();
  return (
    <RequireSignIn message={t("twoFactor.page.signInNeeded")} returnTo="/account/two-factor">
      <TwoFactorScreen />
    </RequireSignIn>
  );
}

function TwoFactorScreen() {
  const { t } = useI18n();
  const status = useQuery(trpc.twoFactor.status.queryOptions());
  // Fresh recovery codes, shown once: after the first factor, or when new ones are made.
  const [newCodes, setNewCodes] = useState<string[] | null>(null);
  // Held here before enrolling: once enrolled, the way on is offered.
  const [wasHeld, setWasHeld] = useState(false);
  if (status.data?.mustEnrol && !wasHeld) setWasHeld(true);

  return (
    <PageContainer maxW="3xl">
      <PageHeader title={t("twoFactor.page.title")} description={t("twoFactor.page.description")} />
      {status.isPending && <ListLoading label={t("common.loading")} />}
      {status.isError && (
        <ListError titleAs="h2" error={status.error} onRetry={() => void status.refetch()} />
      )}
      {status.isSuccess && (
        <Stack gap="5">
          {status.data.mustEnrol && (
            <Alert.Root status="warning" rounded="card">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t("twoFactor.page.requiredTitle")}</Alert.Title>
                <Alert.Description>{t("twoFactor.page.requiredText")}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          {newCodes && <NewRecoveryCodes codes={newCodes} onDone={() => setNewCodes(null)} />}
          {wasHeld && !status.data.mustEnrol && !newCodes && (
            <Button asChild colorPalette="brand" alignSelf="flex-start">
              <RouterLink to="/admin">
                {t("twoFactor.page.continue")}
                <LuArrowRight />
              </RouterLink>
            </Button>
          )}
          <PasskeysCard status={status.data} onRecoveryCodes={setNewCodes} />
          <AuthenticatorAppCard status={status.data} onRecoveryCodes={setNewCodes} />
          <RecoveryCodesCard status={status.data} onRecoveryCodes={setNewCodes} />
        </Stack>
      )}
    </PageContainer>
  );
}

/** The codes as they will never be shown again, to copy or write down. */
function NewRecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  return (
    <Card.Root borderColor="brand.emphasized" borderWidth="2px" rounded="card">
      <Card.Body gap="4">
        <Heading as="h2" size="md">
          {t("twoFactor.recovery.newTitle")}
        </Heading>
        <Text color="fg.muted">{t("twoFactor.recovery.newText")}</Text>
        <Box
          as="ul"
          listStyleType="none"
          display="grid"
          gridTemplateColumns={{ base: "1fr 1fr", sm: "repeat(5, 1fr)" }}
          gap="2"
          fontFamily="mono"
          data-testid="recovery-codes"
        >
          {codes.map((code) => (
            <Box as="li" key={code} bg="bg.muted" rounded="md" px="2" py="1" textAlign="center">
              {code}
            </Box>
          ))}
        </Box>
        <HStack gap="2" wrap="wrap">
          <ChakraButton
            variant="outline"
            onClick={() => void navigator.clipboard?.writeText(codes.join("\n")).then(() => setCopied(true))}
          >
            {copied ? t("twoFactor.recovery.copied") : t("twoFactor.recovery.copy")}
          </ChakraButton>
          <ChakraButton colorPalette="brand" onClick={onDone}>
            {t("twoFactor.recovery.saved")}
          </ChakraButton>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
