import { RESOURCES_PAGE_SIZE } from "@app/shared";
import { formatNumber, MSG } from "@app/shared/i18n";
import { Box, Button, EmptyState, HStack, SimpleGrid, Skeleton, Stack, Text, VStack } from "@chakra-ui/react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useState } from "react";
import { LuCircleAlert, LuLibrary, LuPlus, LuTag } from "react-icons/lu";
import { ChurchSelect } from "../../components/church-picker/ChurchSelect";
import { FormField } from "../../components/form";
import { PageContainer } from "../../components/layout/Page";
import { notifyFailure, notifySuccess, refreshAfter, refreshMe } from "../../lib/feedback";
import { useI18n } from "../../lib/i18n";
import { staleStyle } from "../../lib/stale-results";
import { errorMessage, trpc } from "../../lib/trpc";
import { AdminResourceCard } from "../vault/admin/AdminResourceCard";
import { DeleteResourceDialog } from "../vault/admin/DeleteResourceDialog";
import { ResourceFormDialog } from "../vault/admin/ResourceFormDialog";
import { ResourceTypeDialog } from "../vault/admin/ResourceTypeDialog";
import { ResourceTypesCard } from "../vault/admin/ResourceTypesCard";
import { pageCount } from "../vault/pagination";
import { resourceTypesQueryOptions } from "../vault/queries";
import { ResourceTypeSelect } from "../vault/ResourceTypeSelect";
import type { AdminResource } from "../vault/types";
import { VaultPagination } from "../vault/VaultPagination";
import { AdminPageHeader } from "./AdminPageHeader";
import { adminResourceFilters, NO_ADMIN_RESOURCE_FILTERS } from "./search";

type Editing = { resource: AdminResource | null } | null;

export function AdminResourcesPage() {
  const { t, locale, say } = useI18n();
  const queryClient = useQueryClient();
  const search = useSearch({ from: "/admin/resources" });
  const navigate = useNavigate({ from: "/admin/resources" });
  const filters = adminResourceFilters(search);
  const requestedPage = search.page ?? 1;
  const [editing, setEditing] = useState<Editing>(null);
  const [addingType, setAddingType] = useState(false);
  const [deleting, setDeleting] = useState<AdminResource | null>(null);

  const types = useQuery(resourceTypesQueryOptions());
  const resources = useQuery({
    ...trpc.resources.adminList.queryOptions(filters),
    // Keep the cards while another filter loads, instead of flashing the skeletons.
    placeholderData: keepPreviousData,
  });
  const setStatus = useMutation(trpc.resources.setStatus.mutationOptions());

  const changeStatus = (resource: AdminResource, status: "approved" | "rejected") =>
    setStatus.mutate(
      { id: resource.id, status },
      {
        onSuccess: () => {
          notifySuccess(
            status === "approved" ? t("adminContent.resourceApproved") : t("adminContent.resourceRejected"),
          );
          void refreshAfter(queryClient, "resources");
        },
        onError: (error) =>
          notifyFailure(error, {
            description: MSG.messages.ADMIN_ERRORS.updateResourceStatus,
            signedOut: refreshMe(queryClient),
          }),
      },
    );
  const savingStatusOf = (resource: AdminResource) =>
    setStatus.isPending && setStatus.variables?.id === resource.id
      ? setStatus.variables.status === "approved"
        ? "approved"
        : "rejected"
      : undefined;

  // The server sends the page the address names, and how many match in all.
  const visible = resources.data?.items ?? [];
  const total = resources.data?.total ?? 0;
  const totalPages = pageCount(total, RESOURCES_PAGE_SIZE);
  const page = Math.min(requestedPage, totalPages);
  // Any filter change starts again at page 1; the filters and the page live in the address.
  const changeFilter = (next: Partial<typeof filters>) => {
    const merged = { ...filters, ...next };
    void navigate({
      search: { type: merged.type || undefined, church: merged.churchId || undefined },
      replace: true,
      resetScroll: false,
    });
  };
  const setPage = (next: number) =>
    void navigate({
      search: (current) => ({ ...current, page: next > 1 ? next : undefined }),
      resetScroll: false,
    });

  return (
    <PageContainer>
      <AdminPageHeader
        title={t("adminContent.resources.title")}
        description={t("adminContent.resources.description")}
        actions={
          <>
            <Button variant="outline" onClick={() => setAddingType(true)}>
              <LuTag aria-hidden="true" />
              {t("vault.admin.addTypeButton")}
            </Button>
            <Button colorPalette="brand" onClick={() => setEditing({ resource: null })}>
              <LuPlus aria-hidden="true" />
              {t("vault.admin.addResource")}
            </Button>
          </>
        }
      />

      <Stack gap="6">
        <ResourceTypesCard />
        <Stack direction={{ base: "column", md: "row" }} gap="3" align={{ md: "flex-end" }}>
          <Box w={{ base: "full", md: "56" }}>
            <FormField label={t("vault.admin.type")}>
              <ResourceTypeSelect
                types={types.data ?? []}
                value={filters.type}
                onChange={(event) => changeFilter({ type: event.target.value })}
                firstOption={{ value: "", label: t("common.allTypes") }}
              />
            </FormField>
          </Box>
          <Box w={{ base: "full", md: "72" }}>
            <FormField label={t("vault.admin.church")}>
              <ChurchSelect
                bg="bg"
                value={filters.churchId}
                onChange={(event) => changeFilter({ churchId: event.target.value })}
                placeholder={t("adminContent.resources.allChurches")}
              />
            </FormField>
          </Box>
          {resources.data && (
            <Text textStyle="sm" color="fg.muted" ms={{ md: "auto" }} aria-live="polite">
              {t("adminContent.resources.count", {
                count: total,
                number: formatNumber(total, locale),
              })}
              {totalPages > 1 &&
                ` · ${t("vault.pageOf", { page: formatNumber(page, locale), total: formatNumber(totalPages, locale) })}`}
            </Text>
          )}
        </Stack>

        {resources.isPending ? (
          // A status region (a bare div may not carry an aria-label) that screen readers announce.
          <SimpleGrid
            columns={{ base: 1, md: 2, lg: 3 }}
            gap="6"
            role="status"
            aria-label={t("adminContent.resources.loading")}
          >
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} h="72" rounded="card" />
            ))}
          </SimpleGrid>
        ) : resources.isError ? (
          <EmptyState.Root borderWidth="1px" rounded="card" bg="bg">
            <EmptyState.Content>
              <EmptyState.Indicator color="red.fg">
                <LuCircleAlert />
              </EmptyState.Indicator>
              <VStack textAlign="center">
                <EmptyState.Title as="h2">{t("vault.loadError")}</EmptyState.Title>
                <EmptyState.Description>{say(errorMessage(resources.error))}</EmptyState.Description>
              </VStack>
              <Button colorPalette="brand" onClick={() => void resources.refetch()}>
                {t("common.tryAgain")}
              </Button>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : visible.length === 0 ? (
          <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="card" bg="bg">
            <EmptyState.Content>
              <EmptyState.Indicator>
                <LuLibrary />
              </EmptyState.Indicator>
              <EmptyState.Title as="h2">{t("messages.NO_RESOURCES_FOUND")}</EmptyState.Title>
              {(filters.type || filters.churchId) && (
                <HStack>
                  <Button variant="outline" onClick={() => changeFilter(NO_ADMIN_RESOURCE_FILTERS)}>
                    {t("common.clearFilters")}
                  </Button>
                </HStack>
              )}
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <SimpleGrid
            columns={{ base: 1, md: 2, lg: 3 }}
            gap={{ base: "4", md: "6" }}
            {...staleStyle(resources.isPlaceholderData)}
            aria-busy={resources.isPlaceholderData}
            data-testid="admin-resource-list"
          >
            {visible.map((resource) => (
              <AdminResourceCard
                key={resource.id}
                resource={resource}
                onEdit={() => setEditing({ resource })}
                onDelete={() => setDeleting(resource)}
                onSetStatus={(status) => changeStatus(resource, status)}
                savingStatus={savingStatusOf(resource)}
              />
            ))}
          </SimpleGrid>
        )}
        {totalPages > 1 && <VaultPagination page={page} totalPages={totalPages} onChange={setPage} />}
      </Stack>

      <ResourceFormDialog
        open={editing !== null}
        resource={editing?.resource ?? null}
        onClose={() => setEditing(null)}
        types={types.data ?? []}
      />
      <ResourceTypeDialog open={addingType} onClose={() => setAddingType(false)} />
      <DeleteResourceDialog resource={deleting} onClose={() => setDeleting(null)} />
    </PageContainer>
  );
}
