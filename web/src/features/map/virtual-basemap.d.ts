/** Written by web/basemap/plugin.ts: where the build put the built-in basemap's archive. */
declare module "virtual:basemap" {
  /** A hashed path under /assets/, so it is cached for a year and replaced, never stale, by a new build. */
  export const basemapUrl: string;
}
