import { plantingNotesSchema } from "@app/shared";
import { HStack, Stack, Textarea } from "@chakra-ui/react";
import { useWatch } from "react-hook-form";
import { LuSave } from "react-icons/lu";
import { Form, FormField, SubmitButton, useSchemaForm } from "../../../components/form";
import { useI18n } from "../../../lib/i18n";

interface NotesEditorProps {
  notes: string | null;
  pending: boolean;
  /** The notes as typed: the server parses them with the same schema (a blank box clears them). */
  onSave: (notes: string) => void;
}

/** Private notes an administrator keeps on a request or a candidate; never shown to the public. */
export function NotesEditor({ notes, pending, onSave }: NotesEditorProps) {
  const { t } = useI18n();
  const form = useSchemaForm(plantingNotesSchema, { defaultValues: { notes: notes ?? "" } });
  const draft = useWatch({ control: form.control, name: "notes" }) ?? "";
  const changed = draft.trim() !== (notes ?? "").trim();
  return (
    <Form form={form} onSubmit={() => onSave(form.getValues("notes") ?? "")}>
      <Stack gap="2">
        <FormField name="notes" label={t("plantingAdmin.notes.label")} helper={t("plantingAdmin.notes.help")}>
          <Textarea rows={3} maxLength={5000} {...form.register("notes")} />
        </FormField>
        <HStack justify="flex-end">
          <SubmitButton
            size="sm"
            variant="outline"
            colorPalette="gray"
            disabled={!changed}
            pending={pending}
            pendingText={t("plantingAdmin.notes.saving")}
          >
            <LuSave aria-hidden="true" />
            {t("plantingAdmin.notes.save")}
          </SubmitButton>
        </HStack>
      </Stack>
    </Form>
  );
}
