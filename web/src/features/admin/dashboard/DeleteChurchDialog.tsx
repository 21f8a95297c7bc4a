import { MSG } from "@app/shared/i18n";
import { Text } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Trans } from "react-i18next";
import { ConfirmDialog } from "../../../components/dialog";
import { notifyFailure, notifySuccess, refreshAfter } from "../../../lib/feedback";
import { useI18n } from "../../../lib/i18n";
import { trpc } from "../../../lib/trpc";
import type { AdminChurch } from "./types";

interface DeleteChurchDialogProps {
  open: boolean;
  /** Kept while the dialog closes, so its text does not blank out during the animation. */
  church: AdminChurch | null;
  onClose: () => void;
}

export function DeleteChurchDialog({ open, church, onClose }: DeleteChurchDialogProps) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const remove = useMutation(
    trpc.churches.remove.mutationOptions({
      onSuccess: () => {
        notifySuccess(
          t("adminChurches.remove.done"),
          church ? t("adminChurches.remove.doneDescription", { name: church.name }) : undefined,
        );
        void refreshAfter(queryClient, "churches");
        onClose();
      },
      onError: (error) => notifyFailure(error, { description: MSG.messages.ADMIN_ERRORS.deleteChurch }),
    }),
  );
  return (
    <ConfirmDialog
      open={open}
      title={t("adminChurches.remove.title")}
      pending={remove.isPending}
      onConfirm={() => church && remove.mutate({ id: church.id })}
      onClose={onClose}
      size={{ base: "xs", sm: "md" }}
    >
      <Text>
        <Trans
          i18nKey="adminChurches.remove.body"
          values={{ name: church?.name ?? "" }}
          components={{ strong: <strong /> }}
        />
      </Text>
    </ConfirmDialog>
  );
}
