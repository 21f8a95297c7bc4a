import { Button, Field, HStack, Stack, Textarea } from "@chakra-ui/react";
import { useState } from "react";
import { LuSave } from "react-icons/lu";

interface NotesEditorProps {
  notes: string | null;
  pending: boolean;
  onSave: (notes: string) => void;
}

/** Private notes an administrator keeps on a request or a candidate; never shown to the public. */
export function NotesEditor({ notes, pending, onSave }: NotesEditorProps) {
  const [draft, setDraft] = useState(notes ?? "");
  const changed = draft.trim() !== (notes ?? "").trim();
  return (
    <Stack gap="2">
      <Field.Root>
        <Field.Label>Admin Notes</Field.Label>
        <Textarea
          rows={3}
          maxLength={5000}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Field.HelperText>Visible to administrators only.</Field.HelperText>
      </Field.Root>
      <HStack justify="flex-end">
        <Button
          size="sm"
          variant="outline"
          disabled={!changed}
          loading={pending}
          loadingText="Saving..."
          onClick={() => onSave(draft)}
        >
          <LuSave aria-hidden="true" />
          Save Notes
        </Button>
      </HStack>
    </Stack>
  );
}
