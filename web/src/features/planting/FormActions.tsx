import { Stack } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { LuSend } from "react-icons/lu";
import { SubmitButton } from "../../components/form";
import { Button } from "../../components/ui/button";

/** Cancel goes home; the submit button says 'Submitting...' while the request is on its way. */
export function FormActions({ submitLabel, pending }: { submitLabel: string; pending: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack direction={{ base: "column-reverse", sm: "row" }} justify="flex-end" gap="3" pt="2">
      <Button asChild variant="outline" size="lg">
        <RouterLink to="/">{t("common.cancel")}</RouterLink>
      </Button>
      <SubmitButton size="lg" pending={pending} pendingText={t("common.submitting")}>
        <LuSend aria-hidden="true" />
        {submitLabel}
      </SubmitButton>
    </Stack>
  );
}
