import { Button, CloseButton, Dialog, Portal } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import {
  Form,
  type FormOutput,
  type FormSchema,
  type SchemaForm,
  SubmitButton,
} from "../../../components/form";

interface AdminDialogProps<S extends FormSchema> {
  open: boolean;
  onClose: () => void;
  title: string;
  submitLabel: string;
  submittingLabel: string;
  submitting: boolean;
  /** The dialog's schema form; `onSubmit` runs only once its schema accepts the values. */
  form: SchemaForm<S>;
  onSubmit: (data: FormOutput<S>) => void;
  children: ReactNode;
}

/** The frame of the screen's form dialogs: a form with Cancel and a submit button that says when it waits. */
export function AdminDialog<S extends FormSchema>({
  open,
  onClose,
  title,
  submitLabel,
  submittingLabel,
  submitting,
  form,
  onSubmit,
  children,
}: AdminDialogProps<S>) {
  const { t } = useTranslation();
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
            <Form form={form} onSubmit={onSubmit}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{children}</Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" type="button" onClick={onClose}>
                  {t("common.cancel")}
                </Button>
                <SubmitButton pending={submitting} pendingText={submittingLabel}>
                  {submitLabel}
                </SubmitButton>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Dialog.CloseTrigger>
            </Form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
