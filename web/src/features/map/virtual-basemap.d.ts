/** Written by web/basemap/plugin.ts: where the build put the built-in basemap's archive, and what its header says. */
declare module "virtual:basemap" {
  /** A hashed path under /assets/, so it is cached for a year and replaced, never stale, by a new build. */
  export const basemapUrl: string;
  /** The archive's zoom range and bounds: the source's TileJSON, known at build time. */
  export const basemapTiles: {
    minzoom: number;
    maxzoom: number;
    bounds: [number, number, number, number];
  };
}
