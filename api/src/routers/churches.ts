import {
  adminChurchSchema,
  adminPageSchema,
  churchSearchSchema,
  directoryClusterMembersSchema,
  directoryFilterSchema,
  directoryPageSchema,
  directoryViewportSchema,
  idSchema,
  placeQuerySchema,
} from "@app/shared";
import { z } from "zod";
import { listAllChurches, listPendingChurches } from "../services/churches/admin.ts";
import { directoryPage } from "../services/churches/directory-page.ts";
import { geocodeChurches } from "../services/churches/geocode.ts";
import { updateChurch } from "../services/churches/lifecycle/admin-edit.ts";
import { approveChurch } from "../services/churches/lifecycle/approve.ts";
import { adminCreateChurch } from "../services/churches/lifecycle/create.ts";
import { removeChurch } from "../services/churches/lifecycle/remove.ts";
import { OPEN_DATA_FORMATS, openDataExport, openDataStamp } from "../services/churches/open-data.ts";
import { directoryOverview } from "../services/churches/overview.ts";
import { placeByName } from "../services/churches/places.ts";
import { approvedChurchById } from "../services/churches/public.ts";
import {
  listApprovedChurches,
  searchApprovedChurches,
  wholeListSnapshot,
} from "../services/churches/unpaged.ts";
import { directoryClusterMembers, directoryViewport } from "../services/churches/viewport.ts";
import { churchServicesCalendar } from "../services/weekly-services/calendar.ts";
import { adminProcedure, publicProcedure, router } from "../trpc/init.ts";

const byId = z.strictObject({ id: idSchema });

export const churchesRouter = router({
  list: publicProcedure.query(({ ctx }) => listApprovedChurches(ctx)),
  /**
   * The same list, serialized and tagged once per change: what GET /api/churches sends as it is; null above
   * UNPAGED_LIST_MAX, where the route sends the list's first page instead.
   */
  listJson: publicProcedure.query(async ({ ctx }) => {
    const whole = await wholeListSnapshot(ctx);
    return whole && { json: whole.json, etag: whole.etag };
  }),
  search: publicProcedure
    .input(churchSearchSchema)
    .query(({ ctx, input }) => searchApprovedChurches(ctx, input.q)),
  byId: publicProcedure.input(byId).query(({ ctx, input }) => approvedChurchById(ctx, input.id)),
  /** Its weekly services as an iCalendar subscription (GET /api/churches/:id/services.ics). */
  servicesCalendar: publicProcedure
    .input(byId)
    .query(({ ctx, input }) => churchServicesCalendar(ctx, input.id)),

  // The directory at scale (docs/directory-api.md): the screen asks only for what it shows.
  page: publicProcedure.input(directoryPageSchema).query(({ ctx, input }) => directoryPage(ctx, input)),
  viewport: publicProcedure
    .input(directoryViewportSchema)
    .query(({ ctx, input }) => directoryViewport(ctx, input)),
  clusterMembers: publicProcedure
    .input(directoryClusterMembersSchema)
    .query(({ ctx, input }) => directoryClusterMembers(ctx, input)),
  /** The stat tiles and filter options cover the whole approved directory; the filter does not narrow them. */
  overview: publicProcedure
    .input(directoryFilterSchema.optional())
    .query(({ ctx }) => directoryOverview(ctx)),
  /** A ZIP code or a town as coordinates: where the embeddable finder's "near" starts. */
  place: publicProcedure.input(placeQuerySchema).query(({ input }) => placeByName(input)),

  /**
   * The approved directory as open data (docs/directory-api.md, "Open data"): its validators, and its text in
   * pieces. The REST paths stream it; over tRPC's JSON it has no use (the Open data page links the REST paths).
   */
  openData: publicProcedure
    .input(z.strictObject({ format: z.enum(OPEN_DATA_FORMATS, { error: "Unknown format" }) }))
    .query(async ({ ctx, input }) => ({
      stamp: await openDataStamp(ctx),
      export: openDataExport(ctx, input.format),
    })),

  // Administration (adminProcedure), as events and resources have theirs: every church, approved or not.
  adminList: adminProcedure.input(adminPageSchema).query(({ ctx, input }) => listAllChurches(ctx, input)),
  pending: adminProcedure.input(adminPageSchema).query(({ ctx, input }) => listPendingChurches(ctx, input)),
  create: adminProcedure.input(adminChurchSchema).mutation(({ ctx, input }) => adminCreateChurch(ctx, input)),
  update: adminProcedure
    .input(adminChurchSchema.extend({ id: idSchema }))
    .mutation(({ ctx, input }) => updateChurch(ctx, input)),
  remove: adminProcedure.input(byId).mutation(({ ctx, input }) => removeChurch(ctx, input.id)),
  approve: adminProcedure.input(byId).mutation(({ ctx, input }) => approveChurch(ctx, input.id)),
  /** Fills in the coordinates of every church the geocoder can place and nobody placed by hand. */
  geocode: adminProcedure.mutation(({ ctx }) => geocodeChurches(ctx)),
});
