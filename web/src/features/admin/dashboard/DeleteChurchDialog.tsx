import { ADMIN_ERRORS } from "@app/shared";
import { Text } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ConfirmDeleteDialog } from "../../../components/dialog";
import { trpc } from "../../../lib/trpc";
import { refreshChurches } from "./invalidate";
import { notifyAdminError, notifySuccess } from "./notify";
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
    trpc.admin.removeChurch.mutationOptions({
      onSuccess: () => {
        notifySuccess("Church deleted", church ? `${church.name} has been removed.` : undefined);
        void refreshChurches(queryClient);
        onClose();
      },
      onError: (error) => notifyAdminError(error, ADMIN_ERRORS.deleteChurch),
    }),
  );
  return (
    <ConfirmDeleteDialog
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
    </ConfirmDeleteDialog>
  );
}
