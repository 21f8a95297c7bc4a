import { MSG } from "@app/shared/i18n";
import { Text } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ConfirmDialog } from "../../../components/dialog";
import { notifyFailure, notifySuccess, refreshAfter } from "../../../lib/feedback";
import { useI18n } from "../../../lib/i18n";
import { trpc } from "../../../lib/trpc";
import type { EventItem } from "../model";

interface DeleteEventDialogProps {
  event: EventItem | null;
  onClose: () => void;
}

export function DeleteEventDialog({ event, onClose }: DeleteEventDialogProps) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const remove = useMutation(
    trpc.events.remove.mutationOptions({
      onSuccess: async () => {
        await refreshAfter(queryClient, "events");
        notifySuccess(MSG.adminEvents.deleted);
        onClose();
      },
      onError: (error) =>
        notifyFailure(error, { title: MSG.messages.ADMIN_ERRORS.deleteEvent, signedOut: false }),
    }),
  );

  return (
    <ConfirmDialog
      open={event !== null}
      title={t("adminEvents.deleteTitle")}
      pending={remove.isPending}
      onConfirm={() => event && remove.mutate({ id: event.id })}
      onClose={onClose}
      size={{ base: "xs", sm: "sm" }}
    >
      <Text overflowWrap="anywhere">{t("adminEvents.deleteText", { title: event?.title ?? "" })}</Text>
    </ConfirmDialog>
  );
}
