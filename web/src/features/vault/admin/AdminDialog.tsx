import { Button, CloseButton, Dialog, Portal } from "@chakra-ui/react";
import type { FormEvent, ReactNode } from "react";

interface AdminDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  submitLabel: string;
  submittingLabel: string;
  submitting: boolean;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}

/** The frame of the screen's form dialogs: a form with Cancel and a submit button that says when it waits. */
export function AdminDialog({
  open,
  onClose,
  title,
  submitLabel,
  submittingLabel,
  submitting,
  onSubmit,
  children,
}: AdminDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      size="lg"
      placement="center"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form onSubmit={onSubmit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{children}</Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" type="button" onClick={onClose}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="brand" loading={submitting} loadingText={submittingLabel}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
