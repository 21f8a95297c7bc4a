import {
  candidateEditSchema,
  candidateFilterSchema,
  pastoralCandidateSchema,
  plantingIdSchema,
} from "@app/shared";
import {
  approveCandidate,
  listCandidates,
  removeCandidate,
  submitCandidate,
  updateCandidate,
} from "../services/planting/candidates.ts";
import { adminProcedure, publicProcedure, router } from "../trpc/init.ts";

/** Pastoral candidates: a public application form; reading and managing them is for administrators. */
export const candidatesRouter = router({
  create: publicProcedure
    .input(pastoralCandidateSchema)
    .mutation(({ ctx, input }) => submitCandidate(ctx, input)),
  list: adminProcedure.input(candidateFilterSchema).query(({ ctx, input }) => listCandidates(ctx, input)),
  update: adminProcedure.input(candidateEditSchema).mutation(({ ctx, input }) => updateCandidate(ctx, input)),
  approve: adminProcedure.input(plantingIdSchema).mutation(({ ctx, input }) => approveCandidate(ctx, input)),
  remove: adminProcedure.input(plantingIdSchema).mutation(({ ctx, input }) => removeCandidate(ctx, input)),
});
