import { Stack, Text } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button } from "../../../components/ui/button";
import { notifyFailure } from "../../../lib/feedback";
import { useI18n } from "../../../lib/i18n";
import { trpc } from "../../../lib/trpc";
import { FactorCard } from "./FactorCard";
import type { FactorCardProps } from "./types";

/** How many recovery codes are left, and a new set (which retires the old one). */
export function RecoveryCodesCard({ status, onRecoveryCodes }: FactorCardProps) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const regenerate = useMutation(trpc.twoFactor.regenerateRecoveryCodes.mutationOptions());
  const enrolled = status.totp || status.passkeys.length > 0;
  if (!enrolled) return null;
  return (
    <FactorCard title={t("twoFactor.recovery.title")} text={t("twoFactor.recovery.text")}>
      <Stack gap="3">
        <Text textStyle="sm">{t("twoFactor.recovery.left", { count: status.recoveryCodesLeft })}</Text>
        <Text textStyle="sm" color="fg.muted">
          {t("twoFactor.recovery.regenerateText")}
        </Text>
        <Button
          variant="outline"
          alignSelf="flex-start"
          loading={regenerate.isPending}
          loadingText={t("twoFactor.recovery.regenerating")}
          onClick={() =>
            regenerate.mutate(undefined, {
              onSuccess: async (result) => {
                onRecoveryCodes(result.recoveryCodes);
                await queryClient.invalidateQueries(trpc.twoFactor.pathFilter());
              },
              onError: (error) => notifyFailure(error),
            })
          }
        >
          {t("twoFactor.recovery.regenerate")}
        </Button>
      </Stack>
    </FactorCard>
  );
}
