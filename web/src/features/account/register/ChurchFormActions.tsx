import { Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { FormError, SubmitButton } from "../../../components/form";

interface ChurchFormActionsProps {
  /** The way out (back home, or back to the profile's view). */
  cancel: ReactNode;
  submitLabel: string;
  pending: boolean;
  pendingText: string;
  /** Set while the photo is still uploading: the submit button waits, and this says why. */
  waitingText?: string | null;
}

/** The foot of /register and the profile's church form: the form's own message, the buttons, why they wait. */
export function ChurchFormActions({
  cancel,
  submitLabel,
  pending,
  pendingText,
  waitingText,
}: ChurchFormActionsProps) {
  return (
    <Stack gap="2">
      <FormError />
      <Stack direction={{ base: "column-reverse", sm: "row" }} justify="flex-end" gap="3">
        {cancel}
        <SubmitButton pending={pending} pendingText={pendingText} disabled={Boolean(waitingText)}>
          {submitLabel}
        </SubmitButton>
      </Stack>
      {waitingText && (
        <Text textStyle="sm" color="fg.muted" textAlign={{ base: "center", sm: "end" }} aria-live="polite">
          {waitingText}
        </Text>
      )}
    </Stack>
  );
}
