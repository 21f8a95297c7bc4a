import { Button, Stack } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import { LuSend } from "react-icons/lu";

/** Cancel goes home; the submit button says 'Submitting...' while the request is on its way. */
export function FormActions({ submitLabel, pending }: { submitLabel: string; pending: boolean }) {
  return (
    <Stack direction={{ base: "column-reverse", sm: "row" }} justify="flex-end" gap="3" pt="2">
      <Button asChild variant="outline" size="lg">
        <RouterLink to="/">Cancel</RouterLink>
      </Button>
      <Button type="submit" colorPalette="brand" size="lg" loading={pending} loadingText="Submitting...">
        <LuSend aria-hidden="true" />
        {submitLabel}
      </Button>
    </Stack>
  );
}
