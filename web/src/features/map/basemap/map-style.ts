import { useQuery } from "@tanstack/react-query";
import type { StyleSpecification } from "maplibre-gl";
import { useMemo } from "react";
import { trpc } from "../../../lib/trpc";
import { builtInStyle } from "./builtin-style";
import { protomapsStyle } from "./protomaps-style";

/** A hosted style when one is configured, else a self-hosted extract, else the built-in basemap. */
export function mapStyle(
  styleUrl: string | null,
  pmtilesUrl: string | null = null,
): string | StyleSpecification {
  if (styleUrl) return styleUrl;
  if (pmtilesUrl) return protomapsStyle(pmtilesUrl);
  return builtInStyle();
}

/**
 * Whether a style is the built-in basemap, which has towns, rivers, lakes and county lines but no streets: a map
 * that would show a street corner on another basemap opens wider on this one (ChurchLocationMap).
 */
export function isBuiltInStyle(style: string | StyleSpecification): boolean {
  return style === builtInStyle();
}

/** The basemap the server chose (site.info): MAP_STYLE_URL, MAP_PMTILES_PATH or the built-in one. */
export function useMapStyle(styleUrl: string | null): string | StyleSpecification {
  // Read here rather than in useSiteInfo, which every page's JavaScript carries.
  const mapPmtilesUrl = useQuery(trpc.site.info.queryOptions()).data?.mapPmtilesUrl ?? null;
  return useMemo(() => mapStyle(styleUrl, mapPmtilesUrl), [styleUrl, mapPmtilesUrl]);
}
