import { REDIRECT_DELAY_MS } from "@app/shared";
import { localizedPath } from "@app/shared/i18n";
import {
  Alert,
  Box,
  EmptyState,
  Grid,
  HStack,
  Input,
  InputGroup,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
  VStack,
} from "@chakra-ui/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link as RouterLink, useRouter } from "@tanstack/react-router";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { LuCircleAlert, LuSearch, LuSearchX, LuUserPlus } from "react-icons/lu";
import { RequireSignIn } from "../../components/auth";
import { PageContainer, PageHeader } from "../../components/layout/Page";
import { RoutePending } from "../../components/layout/RouteStatus";
import { Button } from "../../components/ui/button";
import { markStale, refreshAfter } from "../../lib/feedback";
import { currentLocale } from "../../lib/i18n";
import { errorMessage, trpc } from "../../lib/trpc";
import { ChurchCard } from "./claim/ChurchCard";
import { ClaimPanel } from "./claim/ClaimPanel";
import { countLabel, filterChurches } from "./claim/filter";
import { HelpCard } from "./claim/HelpCard";
import { InstructionsCard } from "./claim/InstructionsCard";

const CLAIM_PAGE_SIZE = 12;

export function ClaimPage() {
  const { t } = useTranslation();
  return (
    <RequireSignIn
      message={`${t("messages.LOG_IN_TO_CLAIM")}.`}
      returnTo="/claim"
      alternative={
        <Button asChild variant="outline">
          <RouterLink to="/sign-up" search={{ redirect: "/claim" }}>
            <LuUserPlus />
            {t("account.login.createAccountToClaim")}
          </RouterLink>
        </Button>
      }
    >
      <ClaimChurch />
    </RequireSignIn>
  );
}

function ClaimChurch() {
  const owned = useQuery(trpc.account.church.queryOptions());
  if (owned.isPending) return <RoutePending />;
  // One church per account: say so before the visitor searches, selects and types for nothing.
  if (owned.data) return <AlreadyManages name={owned.data.name} />;
  return <ClaimList />;
}

function AlreadyManages({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <PageContainer maxW="4xl">
      <PageHeader eyebrow={t("claim.eyebrow")} title={t("pages.titles.claim")} />
      <Stack gap="6">
        <Alert.Root status="info" rounded="l3" alignItems="flex-start">
          <Alert.Indicator />
          <Alert.Content gap="3">
            <Alert.Title>{t("claim.alreadyManages.title", { name })}</Alert.Title>
            <Alert.Description>{t("claim.alreadyManages.text", { name })}</Alert.Description>
            <Box>
              <Button asChild colorPalette="brand" size="sm">
                <RouterLink to="/profile">{t("claim.alreadyManages.goToProfile")}</RouterLink>
              </Button>
            </Box>
          </Alert.Content>
        </Alert.Root>
        <HelpCard />
      </Stack>
    </PageContainer>
  );
}

function ClaimList() {
  const { t } = useTranslation();
  const query = useQuery(trpc.claims.list.queryOptions());
  const [search, setSearch] = useState("");
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [claimed, setClaimed] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();
  const router = useRouter();

  const churches = query.data ?? [];
  const shown = useMemo(() => filterChurches(query.data ?? [], search), [query.data, search]);
  // A page of cards at a time: the whole list was 18,000 px tall on a phone.
  const [visibleCount, setVisibleCount] = useState(CLAIM_PAGE_SIZE);
  const changeSearch = (value: string) => {
    setSearch(value);
    setVisibleCount(CLAIM_PAGE_SIZE);
  };
  const selected = churches.find((church) => church.id === selectedId) ?? null;

  useEffect(() => {
    if (!claimed) return;
    // history.push takes the address as written (the router's rewrite does not see it): keep the language.
    const to = localizedPath("/profile", currentLocale());
    const timer = setTimeout(() => router.history.push(to), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [claimed, router]);

  const select = (id: number) => {
    setSelectedId(id);
    // On phones the panel sits above the list: bring it into view.
    // Bring the next step, the email field, into view (below the sticky header, by its scroll margin): on
    // phones the panel sits above the list the visitor has scrolled down.
    requestAnimationFrame(() =>
      panel.current
        ?.querySelector<HTMLElement>("input[type=email]")
        ?.scrollIntoView({ behavior: "smooth", block: "nearest" }),
    );
  };

  const onClaimed = async () => {
    setClaimed(true);
    await Promise.all([
      refreshAfter(queryClient, "claims", "me", "churches"),
      // Not refetched here: this page would then show "already manages" instead of the success on its way out.
      markStale(queryClient, "ownChurch"),
    ]);
  };

  return (
    <PageContainer>
      <PageHeader
        eyebrow={t("claim.eyebrow")}
        title={t("pages.titles.claim")}
        description={t("claim.description")}
      />
      <Stack gap="6">
        <InstructionsCard />
        <Stack direction={{ base: "column", sm: "row" }} gap="3" align={{ base: "stretch", sm: "center" }}>
          <InputGroup startElement={<LuSearch />} flex="1" maxW={{ sm: "md" }}>
            <Input
              aria-label={t("claim.searchLabel")}
              placeholder={t("claim.searchPlaceholder")}
              value={search}
              onChange={(event) => changeSearch(event.target.value)}
            />
          </InputGroup>
          {query.isSuccess && (
            <Text textStyle="sm" color="fg.muted" aria-live="polite">
              {countLabel(shown.length, churches.length, t)}
            </Text>
          )}
        </Stack>

        <Grid templateColumns={{ base: "1fr", lg: "minmax(0, 1fr) 22rem" }} gap="6" alignItems="start">
          <Box order={{ base: 2, lg: 1 }} minW="0">
            {query.isPending ? (
              <HStack justify="center" py="16" gap="3" color="fg.muted">
                <Spinner color="brand.solid" />
                <Text>{t("messages.LOADING_CHURCHES")}</Text>
              </HStack>
            ) : query.isError ? (
              <EmptyState.Root>
                <EmptyState.Content>
                  <EmptyState.Indicator color="red.fg">
                    <LuCircleAlert />
                  </EmptyState.Indicator>
                  <VStack textAlign="center">
                    <EmptyState.Title>{t("claim.loadFailed")}</EmptyState.Title>
                    <EmptyState.Description>{errorMessage(query.error)}</EmptyState.Description>
                  </VStack>
                  <Button
                    colorPalette="brand"
                    onClick={() => void query.refetch()}
                    loading={query.isFetching}
                  >
                    {t("common.tryAgain")}
                  </Button>
                </EmptyState.Content>
              </EmptyState.Root>
            ) : shown.length === 0 ? (
              <EmptyState.Root>
                <EmptyState.Content>
                  <EmptyState.Indicator>
                    <LuSearchX />
                  </EmptyState.Indicator>
                  <VStack textAlign="center">
                    <EmptyState.Title>{t("messages.NO_UNCLAIMED_CHURCHES")}</EmptyState.Title>
                    <EmptyState.Description>
                      {search.trim() ? t("claim.noMatch") : t("claim.allClaimed")}
                    </EmptyState.Description>
                  </VStack>
                  {search.trim() && (
                    <Button variant="outline" onClick={() => changeSearch("")}>
                      {t("claim.clearSearch")}
                    </Button>
                  )}
                </EmptyState.Content>
              </EmptyState.Root>
            ) : (
              <Stack gap="6" align="center">
                <SimpleGrid columns={{ base: 1, sm: 2, xl: 3 }} gap="4" w="full">
                  {shown.slice(0, visibleCount).map((church) => (
                    <ChurchCard
                      key={church.id}
                      church={church}
                      selected={church.id === selectedId}
                      onSelect={() => select(church.id)}
                    />
                  ))}
                </SimpleGrid>
                {shown.length > visibleCount && (
                  <Button
                    variant="outline"
                    onClick={() => setVisibleCount((count) => count + CLAIM_PAGE_SIZE)}
                  >
                    {t("claim.loadMore", { more: shown.length - visibleCount })}
                  </Button>
                )}
              </Stack>
            )}
          </Box>
          <Stack
            order={{ base: 1, lg: 2 }}
            gap="6"
            position={{ lg: "sticky" }}
            top={{ lg: "24" }}
            ref={panel}
          >
            {selected && (
              <ClaimPanel
                key={selected.id}
                church={selected}
                onCancel={() => setSelectedId(null)}
                onClaimed={() => void onClaimed()}
              />
            )}
            <Box display={{ base: "none", lg: "block" }}>
              <HelpCard />
            </Box>
          </Stack>
        </Grid>
        {/* Phones: the help card closes the page instead of sitting above the list. */}
        <Box display={{ base: "block", lg: "none" }}>
          <HelpCard />
        </Box>
      </Stack>
    </PageContainer>
  );
}
