import { formatNumber, MSG } from "@app/shared/i18n";
import { Button, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { LuMapPin } from "react-icons/lu";
import { notifyFailure, notifySuccess, refreshAfter } from "../../../lib/feedback";
import { useI18n } from "../../../lib/i18n";
import { trpc } from "../../../lib/trpc";
import { DashboardSection } from "./DashboardSection";

export function GeocodingCard() {
  const { t, locale } = useI18n();
  const counted = (count: number) => ({ count, number: formatNumber(count, locale) });
  const queryClient = useQueryClient();
  const geocode = useMutation(
    trpc.churches.geocode.mutationOptions({
      onSuccess: ({ geocodedCount }) => {
        notifySuccess(
          t("adminContent.geocoding.complete"),
          t("adminContent.geocoding.geocoded", counted(geocodedCount)),
        );
        void refreshAfter(queryClient, "churches");
      },
      onError: (error) => notifyFailure(error, { description: MSG.messages.ADMIN_ERRORS.geocodeChurches }),
    }),
  );
  return (
    <DashboardSection
      id="geocoding"
      title={t("adminContent.geocoding.title")}
      description={t("adminContent.geocoding.description")}
    >
      <Stack gap="3" align="flex-start">
        <Button
          colorPalette="brand"
          onClick={() => geocode.mutate()}
          loading={geocode.isPending}
          loadingText={t("adminContent.geocoding.running")}
        >
          <LuMapPin /> {t("adminContent.geocoding.run")}
        </Button>
        {geocode.data && (
          <Text textStyle="sm" color="fg.muted" role="status">
            {t("adminContent.geocoding.lastRun", counted(geocode.data.geocodedCount))}
          </Text>
        )}
      </Stack>
    </DashboardSection>
  );
}
