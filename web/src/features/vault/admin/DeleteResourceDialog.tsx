import { ADMIN_ERRORS } from "@app/shared";
import { Text } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { ConfirmDeleteDialog } from "../../../components/dialog";
import { trpc } from "../../../lib/trpc";
import type { AdminResource } from "../types";
import { refreshResources, toastAdminError, toastSuccess } from "./feedback";

interface DeleteResourceDialogProps {
  resource: AdminResource | null;
  onClose: () => void;
}

export function DeleteResourceDialog({ resource, onClose }: DeleteResourceDialogProps) {
  const queryClient = useQueryClient();
  const remove = useMutation(trpc.resources.remove.mutationOptions());
  // Keeps the title on screen while the dialog animates closed.
  const last = useRef(resource);
  if (resource) last.current = resource;
  const confirm = () => {
    if (!resource) return;
    remove.mutate(
      { id: resource.id },
      {
        onSuccess: () => {
          toastSuccess("Resource deleted");
          void refreshResources(queryClient);
          onClose();
        },
        onError: (error) => toastAdminError(queryClient, error, ADMIN_ERRORS.deleteResource),
      },
    );
  };
  return (
    <ConfirmDeleteDialog
      open={resource !== null}
      title="Delete this resource?"
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      <Text>"{last.current?.title}" will be removed from the vault for good. This cannot be undone.</Text>
    </ConfirmDeleteDialog>
  );
}
