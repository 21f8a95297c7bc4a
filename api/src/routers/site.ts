import { pmtilesUrl } from "../http/map-tiles.ts";
import { publicProcedure, router } from "../trpc/init.ts";

/** Settings the browser needs that come from the server's environment. */
export const siteRouter = router({
  info: publicProcedure.query(({ ctx }) => ({
    associationName: ctx.config.ASSOCIATION_NAME,
    mapStyleUrl: ctx.config.MAP_STYLE_URL ?? null,
    /** A self-hosted PMTiles extract (MAP_PMTILES_PATH); null means the built-in basemap, or the hosted style. */
    mapPmtilesUrl: pmtilesUrl(ctx.config),
    newsletterUrl: ctx.config.NEWSLETTER_URL ?? null,
    /** The open data exports' licence, an SPDX identifier (the Open data page shows it). */
    openDataLicense: ctx.config.OPEN_DATA_LICENSE,
  })),
});
