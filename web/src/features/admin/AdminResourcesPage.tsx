import { ADMIN_ERRORS, NO_RESOURCES_FOUND, RESOURCES_PAGE_SIZE } from "@app/shared";
import {
  Box,
  Button,
  EmptyState,
  HStack,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  VStack,
} from "@chakra-ui/react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { LuCircleAlert, LuLibrary, LuPlus, LuTag } from "react-icons/lu";
import { RequireAdmin } from "../../components/auth";
import { FormField } from "../../components/form";
import { PageContainer } from "../../components/layout/Page";
import { errorMessage, trpc } from "../../lib/trpc";
import { AdminResourceCard } from "../vault/admin/AdminResourceCard";
import { DeleteResourceDialog } from "../vault/admin/DeleteResourceDialog";
import { refreshResources, toastAdminError, toastSuccess } from "../vault/admin/feedback";
import { ResourceFormDialog } from "../vault/admin/ResourceFormDialog";
import { ResourceTypeDialog } from "../vault/admin/ResourceTypeDialog";
import { ResourceTypesCard } from "../vault/admin/ResourceTypesCard";
import { pageCount } from "../vault/pagination";
import { ResourceTypeSelect } from "../vault/ResourceTypeSelect";
import type { AdminResource } from "../vault/types";
import { VaultPagination } from "../vault/VaultPagination";
import { AdminPageHeader } from "./AdminPageHeader";

export function AdminResourcesPage() {
  return (
    <RequireAdmin loggedOutTo="/auth">
      <ResourceManagement />
    </RequireAdmin>
  );
}

type Editing = { resource: AdminResource | null } | null;

const NO_ADMIN_FILTERS = { type: "", churchId: "" };

function ResourceManagement() {
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState(NO_ADMIN_FILTERS);
  const [requestedPage, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing>(null);
  const [addingType, setAddingType] = useState(false);
  const [deleting, setDeleting] = useState<AdminResource | null>(null);

  const types = useQuery(trpc.resources.types.queryOptions());
  const churches = useQuery(trpc.churches.list.queryOptions());
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
          toastSuccess(status === "approved" ? "Resource approved" : "Resource rejected");
          void refreshResources(queryClient);
        },
        onError: (error) => toastAdminError(queryClient, error, ADMIN_ERRORS.updateResourceStatus),
      },
    );
  const savingStatusOf = (resource: AdminResource) =>
    setStatus.isPending && setStatus.variables?.id === resource.id
      ? setStatus.variables.status === "approved"
        ? "approved"
        : "rejected"
      : undefined;

  const churchList = churches.data ?? [];
  const list = resources.data ?? [];
  const totalPages = pageCount(list.length, RESOURCES_PAGE_SIZE);
  const page = Math.min(requestedPage, totalPages);
  const visible = list.slice((page - 1) * RESOURCES_PAGE_SIZE, page * RESOURCES_PAGE_SIZE);
  // Any filter change starts again at page 1.
  const changeFilter = (next: Partial<typeof filters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };

  return (
    <PageContainer>
      <AdminPageHeader
        title="Resource Management"
        description="Curate the resource types and the resources shared in the vault; review what visitors submit."
        actions={
          <>
            <Button variant="outline" onClick={() => setAddingType(true)}>
              <LuTag aria-hidden="true" />
              Add Type
            </Button>
            <Button colorPalette="brand" onClick={() => setEditing({ resource: null })}>
              <LuPlus aria-hidden="true" />
              Add Resource
            </Button>
          </>
        }
      />

      <Stack gap="6">
        <ResourceTypesCard />
        <Stack direction={{ base: "column", md: "row" }} gap="3" align={{ md: "flex-end" }}>
          <Box w={{ base: "full", md: "56" }}>
            <FormField label="Type">
              <ResourceTypeSelect
                types={types.data ?? []}
                value={filters.type}
                onChange={(event) => changeFilter({ type: event.target.value })}
                firstOption={{ value: "", label: "All Types" }}
              />
            </FormField>
          </Box>
          <Box w={{ base: "full", md: "72" }}>
            <FormField label="Church">
              <NativeSelect.Root>
                <NativeSelect.Field
                  bg="bg"
                  value={filters.churchId}
                  onChange={(event) =>
                    setFilters((current) => ({ ...current, churchId: event.target.value }))
                  }
                >
                  <option value="">All Churches</option>
                  {churchList.map((church) => (
                    <option key={church.id} value={String(church.id)}>
                      {church.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          </Box>
          {resources.data && (
            <Text textStyle="sm" color="fg.muted" ms={{ md: "auto" }} aria-live="polite">
              {list.length} {list.length === 1 ? "resource" : "resources"}
              {totalPages > 1 && ` · Page ${page} of ${totalPages}`}
            </Text>
          )}
        </Stack>

        {resources.isPending ? (
          // A status region (a bare div may not carry an aria-label) that screen readers announce.
          <SimpleGrid
            columns={{ base: 1, md: 2, lg: 3 }}
            gap="6"
            role="status"
            aria-label="Loading resources"
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
                <EmptyState.Title as="h2">The resources could not be loaded</EmptyState.Title>
                <EmptyState.Description>{errorMessage(resources.error)}</EmptyState.Description>
              </VStack>
              <Button colorPalette="brand" onClick={() => void resources.refetch()}>
                Try again
              </Button>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : list.length === 0 ? (
          <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="card" bg="bg">
            <EmptyState.Content>
              <EmptyState.Indicator>
                <LuLibrary />
              </EmptyState.Indicator>
              <EmptyState.Title as="h2">{NO_RESOURCES_FOUND}</EmptyState.Title>
              {(filters.type || filters.churchId) && (
                <HStack>
                  <Button variant="outline" onClick={() => changeFilter(NO_ADMIN_FILTERS)}>
                    Clear Filters
                  </Button>
                </HStack>
              )}
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap={{ base: "4", md: "6" }}>
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
        churches={churchList}
      />
      <ResourceTypeDialog open={addingType} onClose={() => setAddingType(false)} />
      <DeleteResourceDialog resource={deleting} onClose={() => setDeleting(null)} />
    </PageContainer>
  );
}
