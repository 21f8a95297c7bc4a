import {
  matchSchema,
  plantingIdSchema,
  plantRequestEditSchema,
  plantRequestFilterSchema,
  plantRequestSchema,
  unmatchSchema,
} from "@app/shared";
import { listConnections, plantingCounts } from "../services/planting/connections.ts";
import { matchCandidate, unmatchRequest } from "../services/planting/matching.ts";
import {
  listPlantRequests,
  removePlantRequest,
  submitPlantRequest,
  updatePlantRequest,
} from "../services/planting/requests.ts";
import { adminProcedure, publicProcedure, router } from "../trpc/init.ts";

/** Church plant requests, matching and connections. Everything but the public form holds personal data. */
export const plantingRouter = router({
  create: publicProcedure
    .input(plantRequestSchema)
    .mutation(({ ctx, input }) => submitPlantRequest(ctx, input)),
  list: adminProcedure
    .input(plantRequestFilterSchema)
    .query(({ ctx, input }) => listPlantRequests(ctx, input)),
  update: adminProcedure
    .input(plantRequestEditSchema)
    .mutation(({ ctx, input }) => updatePlantRequest(ctx, input)),
  remove: adminProcedure.input(plantingIdSchema).mutation(({ ctx, input }) => removePlantRequest(ctx, input)),
  match: adminProcedure.input(matchSchema).mutation(({ ctx, input }) => matchCandidate(ctx, input)),
  unmatch: adminProcedure.input(unmatchSchema).mutation(({ ctx, input }) => unmatchRequest(ctx, input)),
  connections: adminProcedure.query(({ ctx }) => listConnections(ctx)),
  counts: adminProcedure.query(({ ctx }) => plantingCounts(ctx)),
});
