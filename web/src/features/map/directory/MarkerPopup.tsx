import { pastorLine } from "@app/shared";
import { Box, Heading, Link, Spinner, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import type { Popup as MapLibrePopup } from "maplibre-gl";
import { type RefObject, useEffect, useRef } from "react";
import { Popup } from "react-map-gl/maplibre";
import { ReportProblem } from "../../../components/freshness/ReportProblem";
import { NextService } from "../../../components/NextService";
import type { DirectoryFilter } from "../../../lib/church-reads";
import { useI18n } from "../../../lib/i18n";
import { whenQuestionOf } from "../../../lib/next-service";
import { trpc } from "../../../lib/trpc";
import { DirectionsLinks } from "../DirectionsLinks";
import type { MapChurch, MapCluster } from "../layers";
import { clusterMembersQueryOptions } from "../queries";
import { type PopupState, popupKey } from "./useMarkerPopup";

/** A cluster popup lists up to this many churches (the server's page limit); zooming in shows the rest. */
const CLUSTER_LIST_LIMIT = 100;

interface MarkerPopupProps {
  popup: NonNullable<PopupState>;
  popupRef: RefObject<MapLibrePopup | null>;
  filter: DirectoryFilter;
  onClose: () => void;
}

/**
 * The open marker's popup. Opened from the keyboard it takes the focus (its close button first), and Escape
 * closes it; opened by Enter on a card it leaves the focus on the card.
 */
export function MarkerPopup({ popup, popupRef, filter, onClose }: MarkerPopupProps) {
  const at = popup.kind === "church" ? popup.church : popup.cluster;
  const latestClose = useRef(onClose);
  latestClose.current = onClose;
  // On the popup's whole element: its close button, which MapLibre adds, is outside the content React renders.
  const key = popupKey(popup);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new popup element comes with each key.
  useEffect(() => {
    const element = popupRef.current?.getElement();
    if (!element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      latestClose.current();
    };
    element.addEventListener("keydown", onKeyDown);
    return () => element.removeEventListener("keydown", onKeyDown);
  }, [popupRef, key]);
  return (
    <Popup
      // A new popup for each marker: MapLibre focuses a popup's content only as it opens.
      key={key}
      ref={popupRef}
      longitude={at.longitude}
      latitude={at.latitude}
      anchor="bottom"
      offset={popup.kind === "church" ? 14 : 18}
      closeOnClick={false}
      focusAfterOpen={popup.byKeyboard}
      onClose={onClose}
      maxWidth={popup.kind === "church" ? "280px" : "300px"}
    >
      {popup.kind === "church" ? (
        <ChurchPopup church={popup.church} filter={filter} />
      ) : (
        <ClusterPopup cluster={popup.cluster} zoom={popup.zoom} filter={filter} />
      )}
    </Popup>
  );
}

function ChurchPopup({ church, filter }: { church: MapChurch; filter: DirectoryFilter }) {
  const { t } = useI18n();
  // The church's answer, as its page asks for it (the page then opens at once): its weekly services and zone.
  const detail = useQuery(trpc.churches.byId.queryOptions({ id: church.id }));
  return (
    <Stack gap="1" pe="4" data-testid="church-popup">
      <Heading as="h3" size="sm" lineHeight="short">
        {church.name}
      </Heading>
      <Text textStyle="sm" color="fg.muted">
        {church.city}, {church.state}
      </Text>
      {church.pastorName && <Text textStyle="sm">{pastorLine(church.pastorName)}</Text>}
      {detail.data && (
        <NextService
          schedule={detail.data.services}
          timeZone={detail.data.timeZone}
          // Under the "When" filters, the service they asked for, as the church's card names it.
          question={whenQuestionOf(filter)}
          textStyle="sm"
          color="brand.fg"
          fontWeight="medium"
        />
      )}
      <Link asChild textStyle="sm" fontWeight="semibold" color="brand.fg" mt="1">
        <RouterLink to="/church/$id" params={{ id: String(church.id) }}>
          {t("map.viewDetails")}
        </RouterLink>
      </Link>
      <DirectionsLinks destination={{ latitude: church.latitude, longitude: church.longitude }} />
      <ReportProblem
        church={church}
        triggerProps={{ size: "xs", variant: "plain", px: "0", alignSelf: "flex-start", color: "fg.muted" }}
      />
    </Stack>
  );
}

/** A cluster's churches, asked of the server when the popup opens (by name, as the list orders them). */
function ClusterPopup({
  cluster,
  zoom,
  filter,
}: {
  cluster: MapCluster;
  zoom: number;
  filter: DirectoryFilter;
}) {
  const { t } = useI18n();
  const members = useQuery(
    clusterMembersQueryOptions({ ...filter, key: cluster.key, zoom, limit: CLUSTER_LIST_LIMIT }),
  );
  return (
    <Stack gap="2" pe="4" data-testid="cluster-popup">
      <Heading as="h3" size="sm">
        {t("map.clusterTitle", { count: cluster.count })}
      </Heading>
      {members.isPending && <Spinner size="sm" color="brand.solid" aria-label={t("map.loadingChurches")} />}
      {members.isError && (
        <Text textStyle="sm" color="fg.error">
          {t("map.clusterFailed")}
        </Text>
      )}
      {members.data && (
        <Stack as="ul" gap="1.5" maxH="48" overflowY="auto" listStyleType="none" pe="1">
          {members.data.items.map((member) => (
            <Box
              as="li"
              key={member.id}
              display="flex"
              gap="2"
              justifyContent="space-between"
              alignItems="baseline"
            >
              <Text textStyle="sm" truncate>
                {member.name}
              </Text>
              <Link asChild textStyle="sm" fontWeight="semibold" color="brand.fg" flexShrink="0">
                <RouterLink
                  to="/church/$id"
                  params={{ id: String(member.id) }}
                  aria-label={t("map.viewChurch", { name: member.name })}
                >
                  {t("map.view")}
                </RouterLink>
              </Link>
            </Box>
          ))}
        </Stack>
      )}
      <Text textStyle="xs" color="fg.muted">
        {t("map.zoomIn")}
      </Text>
    </Stack>
  );
}
