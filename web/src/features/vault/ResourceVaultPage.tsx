import { RESOURCES_PAGE_SIZE } from "@app/shared";
import {
  Box,
  Button,
  Center,
  EmptyState,
  HStack,
  Input,
  InputGroup,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
  VStack,
} from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useMemo, useRef } from "react";
import { LuCircleAlert, LuLibrary, LuSearch } from "react-icons/lu";
import { PageContainer, PageHeader } from "../../components/layout/Page";
import { useI18n } from "../../lib/i18n";
import { unlessDefault } from "../../lib/search-params";
import { errorMessage } from "../../lib/trpc";
import { ALL_TYPES, filterResources, isFiltering, NO_FILTERS, type ResourceFilters } from "./filter";
import { pageCount } from "./pagination";
import { resourceListQueryOptions, resourceTypesQueryOptions } from "./queries";
import { ResourceCard } from "./ResourceCard";
import { ResourceTypeSelect } from "./ResourceTypeSelect";
import { SubmitResourceDialog } from "./SubmitResourceDialog";
import { VaultPagination } from "./VaultPagination";

export function ResourceVaultPage() {
  const resources = useQuery(resourceListQueryOptions());
  const types = useQuery(resourceTypesQueryOptions());
  const search = useSearch({ from: "/resources" });
  const navigate = useNavigate({ from: "/resources" });
  const filters = useMemo<ResourceFilters>(
    () => ({ search: search.q ?? "", type: search.type ?? ALL_TYPES }),
    [search.q, search.type],
  );
  const requestedPage = search.page ?? 1;
  const resultsTop = useRef<HTMLDivElement>(null);
  const { t, say } = useI18n();

  const all = resources.data ?? [];
  const filtered = useMemo(() => filterResources(resources.data ?? [], filters), [resources.data, filters]);
  const totalPages = pageCount(filtered.length, RESOURCES_PAGE_SIZE);
  // The list may shrink under the current page (a refetch); never show an empty page past the end.
  const page = Math.min(requestedPage, totalPages);
  const visible = filtered.slice((page - 1) * RESOURCES_PAGE_SIZE, page * RESOURCES_PAGE_SIZE);
  const filtering = isFiltering(filters);

  // Any filter change starts again at page 1. Typing replaces the address; a new page is a step Back undoes.
  const changeFilters = (next: Partial<ResourceFilters>) => {
    const merged = { ...filters, ...next };
    void navigate({
      search: { q: unlessDefault(merged.search, ""), type: unlessDefault(merged.type, ALL_TYPES) },
      replace: true,
      resetScroll: false,
    });
  };
  const goToPage = (next: number) => {
    void navigate({
      search: (current) => ({ ...current, page: unlessDefault(next, 1) }),
      resetScroll: false,
    });
    const top = resultsTop.current;
    if (top && top.getBoundingClientRect().top < 0)
      top.scrollIntoView({ behavior: "smooth", block: "start" });
  };

  return (
    <PageContainer>
      <PageHeader
        eyebrow={t("vault.eyebrow")}
        title={t("vault.title")}
        description={t("vault.description")}
        actions={<SubmitResourceDialog types={types.data ?? []} />}
      />

      {/* The header is there at once; only the list waits ('Loading resources...', docs/product/resources.md#browsing). */}
      {resources.isPending ? (
        <Center py="24">
          <VStack gap="4" role="status">
            <Spinner size="lg" color="brand.solid" borderWidth="3px" />
            <Text color="fg.muted">{t("messages.LOADING_RESOURCES")}</Text>
          </VStack>
        </Center>
      ) : resources.isError ? (
        <LoadError message={say(errorMessage(resources.error))} onRetry={() => void resources.refetch()} />
      ) : (
        <Stack gap="6">
          <Stack direction={{ base: "column", md: "row" }} gap="3">
            <InputGroup flex="1" startElement={<LuSearch aria-hidden="true" />}>
              <Input
                type="search"
                placeholder={t("vault.searchPlaceholder")}
                aria-label={t("vault.searchLabel")}
                bg="bg"
                value={filters.search}
                onChange={(event) => changeFilters({ search: event.target.value })}
              />
            </InputGroup>
            <Box w={{ base: "full", md: "56" }}>
              <ResourceTypeSelect
                types={types.data ?? []}
                value={filters.type}
                onChange={(event) => changeFilters({ type: event.target.value })}
                firstOption={{ value: ALL_TYPES, label: t("common.allTypes") }}
                aria-label={t("vault.filterByType")}
              />
            </Box>
          </Stack>

          <HStack
            ref={resultsTop}
            justify="space-between"
            flexWrap="wrap"
            gap="2"
            textStyle="sm"
            color="fg.muted"
            scrollMarginTop="24"
            aria-live="polite"
          >
            <Text data-testid="vault-counter">
              {t("vault.showing", { shown: visible.length, total: filtered.length })}
              {filtering && t("vault.filteredFrom", { all: all.length })}
            </Text>
            {totalPages > 1 && (
              <Text data-testid="vault-page">{t("vault.pageOf", { page, total: totalPages })}</Text>
            )}
          </HStack>

          {visible.length === 0 ? (
            <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="card" bg="bg">
              <EmptyState.Content>
                <EmptyState.Indicator>
                  <LuLibrary />
                </EmptyState.Indicator>
                <VStack textAlign="center">
                  <EmptyState.Title as="h2">{t("messages.NO_RESOURCES_FOUND")}</EmptyState.Title>
                  <EmptyState.Description>
                    {filtering ? t("messages.RESOURCES_EMPTY_FILTERED") : t("messages.RESOURCES_EMPTY")}
                  </EmptyState.Description>
                </VStack>
                {filtering && (
                  <Button variant="outline" onClick={() => changeFilters(NO_FILTERS)}>
                    {t("common.clearFilters")}
                  </Button>
                )}
              </EmptyState.Content>
            </EmptyState.Root>
          ) : (
            <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap={{ base: "4", md: "6" }}>
              {visible.map((resource) => (
                <ResourceCard key={resource.id} resource={resource} />
              ))}
            </SimpleGrid>
          )}

          {totalPages > 1 && <VaultPagination page={page} totalPages={totalPages} onChange={goToPage} />}
        </Stack>
      )}
    </PageContainer>
  );
}

function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useI18n();
  return (
    <EmptyState.Root borderWidth="1px" rounded="card" bg="bg">
      <EmptyState.Content>
        <EmptyState.Indicator color="red.fg">
          <LuCircleAlert />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="h2">{t("vault.loadError")}</EmptyState.Title>
          <EmptyState.Description>{message}</EmptyState.Description>
        </VStack>
        <Button colorPalette="brand" onClick={onRetry}>
          {t("common.tryAgain")}
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
