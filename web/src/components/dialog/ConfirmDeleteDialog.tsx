import { Button, Dialog, type DialogRootProps, Portal } from "@chakra-ui/react";
import type { ReactNode } from "react";

interface ConfirmDeleteDialogProps {
  open: boolean;
  title: string;
  /** What will be removed; the caller keeps it on screen while the dialog animates closed. */
  children: ReactNode;
  /** True while the delete request runs: the dialog then stays open, so the outcome is always seen. */
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
  size?: DialogRootProps["size"];
}

/** Deletes ask first (spec): nothing is removed until the administrator confirms. */
export function ConfirmDeleteDialog({
  open,
  title,
  children,
  pending,
  onConfirm,
  onClose,
  size,
}: ConfirmDeleteDialogProps) {
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
                  Cancel
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={pending} loadingText="Deleting..." onClick={onConfirm}>
                Delete
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
