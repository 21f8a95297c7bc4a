// Loaded into MapLibre's tile worker (importScriptInWorkers, basemap.ts): the worker reads the basemap's tiles from
// the PMTiles archive itself. Otherwise each tile is fetched by the page's main thread and handed over, and while
// the map starts that thread is held for hundreds of milliseconds at a time (deck.gl's first frame waits for its
// shaders), so the first tiles waited for it even though the worker was idle.
import { Protocol } from "pmtiles";

// MapLibre's worker global: `addProtocol` registers a loader that this worker's own requests use.
declare const self: { addProtocol(scheme: string, load: Protocol["tile"]): void };

self.addProtocol("pmtiles", new Protocol().tile);
