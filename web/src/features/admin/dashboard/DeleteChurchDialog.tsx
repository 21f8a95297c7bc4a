import { ADMIN_ERRORS } from "@app/shared";
import { Text } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ConfirmDialog } from "../../../components/dialog";
import { notifyFailure, notifySuccess, refreshAfter } from "../../../lib/feedback";
import { trpc } from "../../../lib/trpc";
import type { AdminChurch } from "./types";

interface DeleteChurchDialogProps {
  open: boolean;
  /** Kept while the dialog closes, so its text does not blank out during the animation. */
  church: AdminChurch | null;
  onClose: () => void;
}

export function DeleteChurchDialog({ open, church, onClose }: DeleteChurchDialogProps) {
  const queryClient = useQueryClient();
  const remove = useMutation(
    trpc.churches.remove.mutationOptions({
      onSuccess: () => {
        notifySuccess("Church deleted", church ? `${church.name} has been removed.` : undefined);
        void refreshAfter(queryClient, "churches");
        onClose();
      },
      onError: (error) => notifyFailure(error, { description: ADMIN_ERRORS.deleteChurch }),
    }),
  );
  return (
    <ConfirmDialog
      open={open}
      title="Delete church?"
      pending={remove.isPending}
      onConfirm={() => church && remove.mutate({ id: church.id })}
      onClose={onClose}
      size={{ base: "xs", sm: "md" }}
    >
      <Text>
        <Text as="strong">{church?.name}</Text> will be removed from the directory together with its events.
        This cannot be undone.
      </Text>
    </ConfirmDialog>
  );
}
