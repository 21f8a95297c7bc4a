import maplibregl from "maplibre-gl";
import { PMTiles, Protocol } from "pmtiles";
import pmtilesInWorkerUrl from "./pmtiles-in-worker.ts?worker&url";

// Without `metadata`, a source's TileJSON comes from the archive's header alone: one request fewer before the first
// tile, and an extract that lacks a layer the style names just draws nothing there instead of failing.
const protocol = new Protocol();
let protocolAdded = false;

/**
 * MapLibre reads `pmtiles://` sources through the archive's HTTP range requests: the tile worker reads the tiles
 * (pmtiles-in-worker.ts; the page's protocol stays as the fallback).
 */
export function ensurePmtilesProtocol(): void {
  if (protocolAdded) return;
  maplibregl.addProtocol("pmtiles", protocol.tile);
  // Vite's dev server serves worker code as an ES module, which a worker's importScripts cannot run.
  if (import.meta.env.PROD) {
    maplibregl.importScriptInWorkers(absolute(pmtilesInWorkerUrl)).catch((error: unknown) => {
      console.warn("The map's worker reads tiles through the page instead", error);
    });
  }
  protocolAdded = true;
}

/**
 * A source given by its archive's address alone has its TileJSON from the archive's header, which the page reads:
 * the header and root directory are asked for at once, while MapLibre and WebGL are still starting, not after
 * the style is parsed.
 */
export function readHeaderEarly(archiveUrl: string): void {
  if (protocol.get(archiveUrl)) return;
  const archive = new PMTiles(archiveUrl);
  protocol.add(archive);
  archive.getHeader().catch(() => {
    // The map's own request for the header reports the failure.
  });
}

export function absolute(url: string): string {
  return new URL(url, window.location.href).href;
}
