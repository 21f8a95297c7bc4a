import { Button, Card, Heading, HStack, IconButton, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Trans } from "react-i18next";
import { LuPencil, LuTrash2 } from "react-icons/lu";
import { ConfirmDialog } from "../../../components/dialog";
import { notifyFailure, notifySuccess, refreshAfter, refreshMe } from "../../../lib/feedback";
import { useI18n } from "../../../lib/i18n";
import { errorMessage, trpc } from "../../../lib/trpc";
import { TypeBadge } from "../TypeBadge";
import { type EditableResourceType, ResourceTypeDialog } from "./ResourceTypeDialog";

/**
 * The resource types with Edit and Delete (docs/product/resources.md#types). A type still in use is not
 * deleted: the server answers with how many resources carry it, and that answer is what the toast says.
 */
export function ResourceTypesCard() {
  const { t, say } = useI18n();
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
          notifySuccess(t("adminContent.resourceTypes.deleted", { name: deleting.name }));
          void refreshAfter(queryClient, "resources");
          setDeleting(null);
        },
        onError: (error) => {
          notifyFailure(error, { description: errorMessage(error), signedOut: refreshMe(queryClient) });
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
            {t("adminContent.resourceTypes.title")}
          </Heading>
          <Text textStyle="sm" color="fg.muted">
            {t("adminContent.resourceTypes.description")}
          </Text>
        </Stack>
        <HStack
          as="ul"
          gap="2"
          flexWrap="wrap"
          listStyleType="none"
          aria-label={t("adminContent.resourceTypes.listLabel")}
        >
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
                aria-label={t("adminContent.resourceTypes.editLabel", { name: type.name })}
                onClick={() => setEditing(type)}
              >
                <LuPencil />
              </IconButton>
              <IconButton
                size="2xs"
                variant="ghost"
                colorPalette="red"
                aria-label={t("adminContent.resourceTypes.deleteLabel", { name: type.name })}
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
              {say(errorMessage(types.error))}
            </Text>
            <Button size="xs" variant="outline" onClick={() => void types.refetch()}>
              {t("common.tryAgain")}
            </Button>
          </HStack>
        )}
      </Card.Body>
      <ResourceTypeDialog open={editing !== null} type={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={t("adminContent.resourceTypes.deleteTitle")}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        <Text>
          <Trans
            i18nKey="adminContent.resourceTypes.deleteText"
            values={{ name: deleting?.name ?? "" }}
            components={{ strong: <strong /> }}
          />
        </Text>
      </ConfirmDialog>
    </Card.Root>
  );
}
