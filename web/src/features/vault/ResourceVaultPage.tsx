import {
  LOADING_RESOURCES,
  NO_RESOURCES_FOUND,
  RESOURCES_EMPTY,
  RESOURCES_EMPTY_FILTERED,
  RESOURCES_PAGE_SIZE,
} from "@app/shared";
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
import { useMemo, useRef, useState } from "react";
import { LuCircleAlert, LuLibrary, LuSearch } from "react-icons/lu";
import { PageContainer, PageHeader } from "../../components/layout/Page";
import { errorMessage, trpc } from "../../lib/trpc";
import { ALL_TYPES, filterResources, isFiltering, NO_FILTERS, type ResourceFilters } from "./filter";
import { pageCount } from "./pagination";
import { ResourceCard } from "./ResourceCard";
import { ResourceTypeSelect } from "./ResourceTypeSelect";
import { SubmitResourceDialog } from "./SubmitResourceDialog";
import { VaultPagination } from "./VaultPagination";

export function ResourceVaultPage() {
  const resources = useQuery(trpc.resources.list.queryOptions());
  const types = useQuery(trpc.resources.types.queryOptions());
  const [filters, setFilters] = useState<ResourceFilters>(NO_FILTERS);
  const [requestedPage, setPage] = useState(1);
  const resultsTop = useRef<HTMLDivElement>(null);

  const all = resources.data ?? [];
  const filtered = useMemo(() => filterResources(resources.data ?? [], filters), [resources.data, filters]);
  const totalPages = pageCount(filtered.length, RESOURCES_PAGE_SIZE);
  // The list may shrink under the current page (a refetch); never show an empty page past the end.
  const page = Math.min(requestedPage, totalPages);
  const visible = filtered.slice((page - 1) * RESOURCES_PAGE_SIZE, page * RESOURCES_PAGE_SIZE);
  const filtering = isFiltering(filters);

  // Any filter change starts again at page 1.
  const changeFilters = (next: Partial<ResourceFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };
  const goToPage = (next: number) => {
    setPage(next);
    const top = resultsTop.current;
    if (top && top.getBoundingClientRect().top < 0)
      top.scrollIntoView({ behavior: "smooth", block: "start" });
  };

  return (
    <PageContainer>
      <PageHeader
        eyebrow="Shared by our churches"
        title="Resource Vault"
        description="Sermons, Bible studies, training and worship resources shared by churches across the network. Browse, watch and download them freely."
        actions={<SubmitResourceDialog types={types.data ?? []} />}
      />

      {/* The header is there at once; only the list waits (the spec's 'Loading resources...'). */}
      {resources.isPending ? (
        <Center py="24">
          <VStack gap="4" role="status">
            <Spinner size="lg" color="brand.solid" borderWidth="3px" />
            <Text color="fg.muted">{LOADING_RESOURCES}</Text>
          </VStack>
        </Center>
      ) : resources.isError ? (
        <LoadError message={errorMessage(resources.error)} onRetry={() => void resources.refetch()} />
      ) : (
        <Stack gap="6">
          <Stack direction={{ base: "column", md: "row" }} gap="3">
            <InputGroup flex="1" startElement={<LuSearch aria-hidden="true" />}>
              <Input
                type="search"
                placeholder="Search resources..."
                aria-label="Search resources"
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
                firstOption={{ value: ALL_TYPES, label: "All Types" }}
                aria-label="Filter by type"
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
              Showing {visible.length} of {filtered.length} resources
              {filtering && ` (filtered from ${all.length} total)`}
            </Text>
            {totalPages > 1 && (
              <Text data-testid="vault-page">
                Page {page} of {totalPages}
              </Text>
            )}
          </HStack>

          {visible.length === 0 ? (
            <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="card" bg="bg">
              <EmptyState.Content>
                <EmptyState.Indicator>
                  <LuLibrary />
                </EmptyState.Indicator>
                <VStack textAlign="center">
                  <EmptyState.Title as="h2">{NO_RESOURCES_FOUND}</EmptyState.Title>
                  <EmptyState.Description>
                    {filtering ? RESOURCES_EMPTY_FILTERED : RESOURCES_EMPTY}
                  </EmptyState.Description>
                </VStack>
                {filtering && (
                  <Button variant="outline" onClick={() => changeFilters(NO_FILTERS)}>
                    Clear Filters
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
  return (
    <EmptyState.Root borderWidth="1px" rounded="card" bg="bg">
      <EmptyState.Content>
        <EmptyState.Indicator color="red.fg">
          <LuCircleAlert />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="h2">The resources could not be loaded</EmptyState.Title>
          <EmptyState.Description>{message}</EmptyState.Description>
        </VStack>
        <Button colorPalette="brand" onClick={onRetry}>
          Try again
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
