import { MSG } from "@app/shared/i18n";
import { Text } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { ConfirmDialog } from "../../../components/dialog";
import { notifyFailure, notifySuccess, refreshAfter, refreshMe } from "../../../lib/feedback";
import { useI18n } from "../../../lib/i18n";
import { trpc } from "../../../lib/trpc";
import type { AdminResource } from "../types";

interface DeleteResourceDialogProps {
  resource: AdminResource | null;
  onClose: () => void;
}

export function DeleteResourceDialog({ resource, onClose }: DeleteResourceDialogProps) {
  const { t } = useI18n();
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
          notifySuccess(MSG.adminResources.deleted);
          void refreshAfter(queryClient, "resources");
          onClose();
        },
        onError: (error) =>
          notifyFailure(error, {
            description: MSG.messages.ADMIN_ERRORS.deleteResource,
            signedOut: refreshMe(queryClient),
          }),
      },
    );
  };
  return (
    <ConfirmDialog
      open={resource !== null}
      title={t("adminResources.deleteTitle")}
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      <Text>{t("adminResources.deleteText", { title: last.current?.title ?? "" })}</Text>
    </ConfirmDialog>
  );
}
