import { Button, Field, HStack, Stack, Textarea } from "@chakra-ui/react";
import { useState } from "react";
import { LuSave } from "react-icons/lu";
import { useI18n } from "../../../lib/i18n";

interface NotesEditorProps {
  notes: string | null;
  pending: boolean;
  onSave: (notes: string) => void;
}

/** Private notes an administrator keeps on a request or a candidate; never shown to the public. */
export function NotesEditor({ notes, pending, onSave }: NotesEditorProps) {
  const { t } = useI18n();
  const [draft, setDraft] = useState(notes ?? "");
  const changed = draft.trim() !== (notes ?? "").trim();
  return (
    <Stack gap="2">
      <Field.Root>
        <Field.Label>{t("plantingAdmin.notes.label")}</Field.Label>
        <Textarea
          rows={3}
          maxLength={5000}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Field.HelperText>{t("plantingAdmin.notes.help")}</Field.HelperText>
      </Field.Root>
      <HStack justify="flex-end">
        <Button
          size="sm"
          variant="outline"
          disabled={!changed}
          loading={pending}
          loadingText={t("plantingAdmin.notes.saving")}
          onClick={() => onSave(draft)}
        >
          <LuSave aria-hidden="true" />
          {t("plantingAdmin.notes.save")}
        </Button>
      </HStack>
    </Stack>
  );
}
