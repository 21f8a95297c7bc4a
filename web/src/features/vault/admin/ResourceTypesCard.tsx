import { Button, Card, Heading, HStack, IconButton, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { LuPencil, LuTrash2 } from "react-icons/lu";
import { ConfirmDeleteDialog } from "../../../components/dialog";
import { errorMessage, trpc } from "../../../lib/trpc";
import { TypeBadge } from "../TypeBadge";
import { refreshResources, toastAdminError, toastSuccess } from "./feedback";
import { type EditableResourceType, ResourceTypeDialog } from "./ResourceTypeDialog";

/**
 * The resource types with Edit and Delete (the spec only adds them). A type still in use is not deleted:
 * the server answers with how many resources carry it, and that answer is what the toast says.
 */
export function ResourceTypesCard() {
  const queryClient = useQueryClient();
  const types = useQuery(trpc.resources.types.queryOptions());
  const [editing, setEditing] = useState<EditableResourceType | null>(null);
  const [deleting, setDeleting] = useState<EditableResourceType | null>(null);
  const remove = useMutation(trpc.resources.removeType.mutationOptions());

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { id: deleting.id },
      {
        onSuccess: () => {
          toastSuccess(`Resource type "${deleting.name}" deleted`);
          void refreshResources(queryClient);
          setDeleting(null);
        },
        onError: (error) => {
          toastAdminError(queryClient, error, errorMessage(error));
          setDeleting(null);
        },
      },
    );
  };

  return (
    <Card.Root as="section" aria-labelledby="resource-types-heading" rounded="card" shadow="card" bg="bg">
      <Card.Body gap="4" p={{ base: "4", md: "5" }}>
        <Stack gap="1">
          <Heading as="h2" id="resource-types-heading" size="md">
            Resource Types
          </Heading>
          <Text textStyle="sm" color="fg.muted">
            Rename or recolor a type (its resources follow), or delete one no resource uses.
          </Text>
        </Stack>
        <HStack as="ul" gap="2" flexWrap="wrap" listStyleType="none" aria-label="Resource types">
          {(types.data ?? []).map((type) => (
            <HStack
              as="li"
              key={type.id}
              gap="1"
              borderWidth="1px"
              borderColor="border.muted"
              rounded="full"
              ps="1.5"
              pe="1"
              py="1"
            >
              <TypeBadge type={type.name} color={type.color} />
              <IconButton
                size="2xs"
                variant="ghost"
                aria-label={`Edit type ${type.name}`}
                onClick={() => setEditing(type)}
              >
                <LuPencil />
              </IconButton>
              <IconButton
                size="2xs"
                variant="ghost"
                colorPalette="red"
                aria-label={`Delete type ${type.name}`}
                onClick={() => setDeleting(type)}
              >
                <LuTrash2 />
              </IconButton>
            </HStack>
          ))}
        </HStack>
        {types.isError && (
          <HStack>
            <Text textStyle="sm" color="fg.error">
              {errorMessage(types.error)}
            </Text>
            <Button size="xs" variant="outline" onClick={() => void types.refetch()}>
              Try again
            </Button>
          </HStack>
        )}
      </Card.Body>
      <ResourceTypeDialog open={editing !== null} type={editing} onClose={() => setEditing(null)} />
      <ConfirmDeleteDialog
        open={deleting !== null}
        title="Delete Resource Type"
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        <Text>
          Delete the type <strong>{deleting?.name}</strong>? It can be deleted only while no resource uses it.
        </Text>
      </ConfirmDeleteDialog>
    </Card.Root>
  );
}
