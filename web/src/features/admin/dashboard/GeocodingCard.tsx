import { ADMIN_ERRORS } from "@app/shared";
import { Button, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { LuMapPin } from "react-icons/lu";
import { trpc } from "../../../lib/trpc";
import { DashboardSection } from "./DashboardSection";
import { refreshChurches } from "./invalidate";
import { notifyAdminError, notifySuccess } from "./notify";

const churchesWord = (count: number) => (count === 1 ? "church" : "churches");

export function GeocodingCard() {
  const queryClient = useQueryClient();
  const geocode = useMutation(
    trpc.admin.geocodeChurches.mutationOptions({
      onSuccess: ({ geocodedCount }) => {
        notifySuccess("Geocoding complete", `${geocodedCount} ${churchesWord(geocodedCount)} geocoded.`);
        void refreshChurches(queryClient);
      },
      onError: (error) => notifyAdminError(error, ADMIN_ERRORS.geocodeChurches),
    }),
  );
  return (
    <DashboardSection
      id="geocoding"
      title="Geocoding Tools"
      description="Place churches on the map from their address when they have no coordinates yet. Coordinates entered by hand are never changed."
    >
      <Stack gap="3" align="flex-start">
        <Button
          colorPalette="brand"
          onClick={() => geocode.mutate()}
          loading={geocode.isPending}
          loadingText="Geocoding..."
        >
          <LuMapPin /> Geocode Churches
        </Button>
        {geocode.data && (
          <Text textStyle="sm" color="fg.muted" role="status">
            Last run: {geocode.data.geocodedCount} {churchesWord(geocode.data.geocodedCount)} geocoded.
          </Text>
        )}
      </Stack>
    </DashboardSection>
  );
}
