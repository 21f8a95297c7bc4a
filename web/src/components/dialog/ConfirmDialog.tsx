import { Button, Dialog, type DialogRootProps, Portal } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will change; the caller keeps it on screen while the dialog animates closed. */
  children: ReactNode;
  /** True while the request runs: the dialog then stays open, so the outcome is always seen. */
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** The red button; 'Delete' unless the change is another one that cannot be taken back ('Undo match'). */
  confirmLabel?: string;
  /** What the red button says while it waits; 'Deleting...' by default. */
  pendingLabel?: string;
  size?: DialogRootProps["size"];
}

/**
 * The site's one confirmation (issue 18 item 5): deletes and other changes that cannot be taken back ask first
 * (docs/product/administration.md#the-dashboard), and nothing happens until the administrator confirms.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  pending,
  onConfirm,
  onClose,
  confirmLabel,
  pendingLabel,
  size,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => !details.open && !pending && onClose()}
      placement="center"
      size={size}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={pending}>
                  {t("common.cancel")}
                </Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="red"
                loading={pending}
                loadingText={pendingLabel ?? t("common.deleting")}
                onClick={onConfirm}
              >
                {confirmLabel ?? t("common.delete")}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
