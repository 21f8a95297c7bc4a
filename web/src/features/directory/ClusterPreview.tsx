import { Box, HStack, Spinner, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { type CSSProperties, useEffect, useLayoutEffect, useRef, useState } from "react";
import { afterNextPaint } from "../../lib/after-next-paint";
import type { DirectoryFilter } from "../../lib/church-reads";
import { useI18n } from "../../lib/i18n";
import { type Box as Bounds, DIRECTORY_START, firstCamera, pixelAt } from "../map/camera";
import {
  CHURCH_MARKER,
  CLUSTER_COUNT_STYLE,
  CLUSTER_OUTLINE_PX,
  clusterRadiusPx,
  MARKER_COLOR,
} from "../map/marker-style";
import { previewQueryOptions, type ViewportCluster } from "../map/queries";

interface Size {
  width: number;
  height: number;
}

const rgb = ([red, green, blue]: readonly number[]) => `rgb(${red} ${green} ${blue})`;

/** A circle of `radius` px with an outline centred on its edge (as the map's marker images are), centred on x, y. */
function circleStyle(x: number, y: number, radius: number, outline: number, fill: string): CSSProperties {
  const diameter = 2 * radius + outline;
  return {
    position: "absolute",
    left: 0,
    top: 0,
    width: diameter,
    height: diameter,
    transform: `translate(${(x - diameter / 2).toFixed(1)}px, ${(y - diameter / 2).toFixed(1)}px)`,
    boxSizing: "border-box",
    borderRadius: "50%",
    border: `${outline}px solid ${rgb(MARKER_COLOR.outline)}`,
    background: fill,
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
  };
}

const COUNT_STYLE: CSSProperties = { ...CLUSTER_COUNT_STYLE, position: "static" };

function useBoxSize() {
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<Size | null>(null);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () =>
      setSize((last) =>
        last?.width === element.clientWidth && last.height === element.clientHeight
          ? last
          : { width: element.clientWidth, height: element.clientHeight },
      );
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { box, size };
}

interface ClusterPreviewProps {
  filter: DirectoryFilter;
  /** The box of every placed church (the overview's): a phone's first view widens to hold it, as the map's does. */
  networkBounds: Bounds | null;
  /** Called once: the clusters are on screen, or there will be none (the answer failed). */
  onSettled: () => void;
}

/**
 * The directory map's first clusters, drawn as page elements over the map's panel while the map's code loads
 * and MapLibre starts. The clusters are a small answer the server has ready, but the map libraries take longer to fetch and
 * start than the answer takes to come (in software WebGL, about half a second on a desktop after their code is
 * in, and seconds on a slow phone: issue 19). Its question does not depend on the panel's size (previewView:
 * the whole network's clusters, the same as the first view's), so the home route asks it with the page and the
 * clusters come with the first cards rather than after the page has laid out the panel. They are drawn where the
 * map will draw them: same camera (DirectoryMap frames the network the same way), same circles and counts; those
 * off the panel are left out. The directory swaps this out for the map once MapLibre has drawn them. Part of the page's
 * own code: no map library may be imported here.
 */
export function ClusterPreview({ filter, networkBounds, onSettled }: ClusterPreviewProps) {
  const { t } = useI18n();
  const { box, size } = useBoxSize();
  const camera = size && firstCamera(DIRECTORY_START, size, networkBounds);
  // Usually asked by the home route and answered before the panel is laid out.
  const viewport = useQuery(previewQueryOptions(filter));
  const answer = viewport.data;
  const shown = Boolean(answer && camera && size);
  const settled = shown || viewport.isError;
  const latestOnSettled = useRef(onSettled);
  latestOnSettled.current = onSettled;
  useEffect(() => {
    if (!settled) return;
    // Once the clusters are on screen.
    return afterNextPaint(() => latestOnSettled.current());
  }, [settled]);
  return (
    <Box
      ref={box}
      position="absolute"
      inset="0"
      zIndex="1"
      pointerEvents="none"
      overflow="hidden"
      // Until the answer is in, the map's own loading state shows through.
      bg={shown ? "bg.subtle" : undefined}
      data-testid="cluster-preview"
    >
      {shown && answer && camera && size && (
        <>
          <div aria-hidden="true">
            {answer.clusters.map((cluster) => {
              const at = pixelAt(camera, size, { latitude: cluster.lat, longitude: cluster.lng });
              const radius = clusterRadiusPx(cluster.count) + CLUSTER_OUTLINE_PX;
              return (
                onPanel(at, radius, size) && <PreviewCluster key={cluster.key} cluster={cluster} at={at} />
              );
            })}
            {answer.markers.map((marker) => {
              const at = pixelAt(camera, size, { latitude: marker.lat, longitude: marker.lng });
              if (!onPanel(at, CHURCH_MARKER.radius + CHURCH_MARKER.outline, size)) return null;
              return (
                <div
                  key={marker.id}
                  style={circleStyle(
                    at.x,
                    at.y,
                    CHURCH_MARKER.radius,
                    CHURCH_MARKER.outline,
                    rgb(MARKER_COLOR.church),
                  )}
                />
              );
            })}
          </div>
          <HStack
            position="absolute"
            bottom="3"
            insetStart="3"
            gap="2"
            px="3"
            py="1.5"
            rounded="full"
            bg="bg.panel"
            shadow="sm"
            color="fg.muted"
          >
            <Spinner size="xs" color="brand.solid" />
            <Text textStyle="xs">{t("map.loading")}</Text>
          </HStack>
        </>
      )}
    </Box>
  );
}

/** Whether a circle of this radius at this point shows on the panel: the answer may hold the whole network. */
function onPanel(at: { x: number; y: number }, radius: number, size: Size): boolean {
  return (
    at.x + radius >= 0 && at.x - radius <= size.width && at.y + radius >= 0 && at.y - radius <= size.height
  );
}

function PreviewCluster({ cluster, at }: { cluster: ViewportCluster; at: { x: number; y: number } }) {
  return (
    <div
      style={circleStyle(
        at.x,
        at.y,
        clusterRadiusPx(cluster.count),
        CLUSTER_OUTLINE_PX,
        rgb(MARKER_COLOR.cluster),
      )}
      data-testid="preview-cluster"
    >
      <span style={COUNT_STYLE}>{cluster.count}</span>
    </div>
  );
}
