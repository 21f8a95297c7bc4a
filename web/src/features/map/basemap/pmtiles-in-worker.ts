// Loaded into MapLibre's tile worker (importScriptInWorkers, pmtiles-protocol.ts): the worker reads the basemap's tiles from
// the PMTiles archive itself. Otherwise each tile is fetched by the page's main thread and handed over, and while
// the map starts that thread is held for hundreds of milliseconds at a time (in 2026-11 by deck.gl's first frame,
// which waited for its shaders; decision 018 took deck.gl off the directory map but did not re-measure this), so
// the first tiles waited for it even though the worker was idle.
import { Protocol } from "pmtiles";

// MapLibre's worker global: `addProtocol` registers a loader that this worker's own requests use.
declare const self: { addProtocol(scheme: string, load: Protocol["tile"]): void };

self.addProtocol("pmtiles", new Protocol().tile);
