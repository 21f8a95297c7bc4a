import { ADMIN_ERRORS } from "@app/shared";
import { Text } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ConfirmDeleteDialog } from "../../../components/dialog";
import { toaster } from "../../../components/ui/toaster";
import { errorMessage, trpc } from "../../../lib/trpc";
import type { EventItem } from "../model";

interface DeleteEventDialogProps {
  event: EventItem | null;
  onClose: () => void;
}

export function DeleteEventDialog({ event, onClose }: DeleteEventDialogProps) {
  const queryClient = useQueryClient();
  const remove = useMutation(
    trpc.events.remove.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.events.pathKey() });
        toaster.create({ type: "success", title: "Event deleted" });
        onClose();
      },
      onError: (error) =>
        toaster.create({ type: "error", title: ADMIN_ERRORS.deleteEvent, description: errorMessage(error) }),
    }),
  );

  return (
    <ConfirmDeleteDialog
      open={event !== null}
      title="Delete event?"
      pending={remove.isPending}
      onConfirm={() => event && remove.mutate({ id: event.id })}
      onClose={onClose}
      size={{ base: "xs", sm: "sm" }}
    >
      <Text overflowWrap="anywhere">
        &ldquo;{event?.title}&rdquo; will be removed from the site. This cannot be undone.
      </Text>
    </ConfirmDeleteDialog>
  );
}
