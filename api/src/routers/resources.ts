import {
  adminPageSchema,
  adminResourceFilterSchema,
  adminResourceSchema,
  adminResourceUpdateSchema,
  resourceIdSchema,
  resourceStatusUpdateSchema,
  resourceSubmissionSchema,
  resourceTypeSchema,
  resourceTypeUpdateSchema,
} from "@app/shared";
import {
  createResource,
  listAdminResources,
  listPendingResources,
  removeResource,
  setResourceStatus,
  updateResource,
} from "../services/resources/admin.ts";
import { listApprovedResources, recordResourceOpen, submitResource } from "../services/resources/public.ts";
import {
  createResourceType,
  listResourceTypes,
  removeResourceType,
  updateResourceType,
} from "../services/resources/types.ts";
import { adminProcedure, publicProcedure, router } from "../trpc/init.ts";

export const resourcesRouter = router({
  list: publicProcedure.query(({ ctx }) => listApprovedResources(ctx)),
  types: publicProcedure.query(({ ctx }) => listResourceTypes(ctx)),
  submit: publicProcedure
    .input(resourceSubmissionSchema)
    .mutation(({ ctx, input }) => submitResource(ctx, input)),
  /** A mutation, not a query: opening a resource changes its counter, and queries have no side effects. */
  recordOpen: publicProcedure
    .input(resourceIdSchema)
    .mutation(({ ctx, input }) => recordResourceOpen(ctx, input.id)),

  pending: adminProcedure.input(adminPageSchema).query(({ ctx, input }) => listPendingResources(ctx, input)),
  setStatus: adminProcedure
    .input(resourceStatusUpdateSchema)
    .mutation(({ ctx, input }) => setResourceStatus(ctx, input)),
  adminList: adminProcedure
    .input(adminResourceFilterSchema)
    .query(({ ctx, input }) => listAdminResources(ctx, input)),
  create: adminProcedure.input(adminResourceSchema).mutation(({ ctx, input }) => createResource(ctx, input)),
  update: adminProcedure
    .input(adminResourceUpdateSchema)
    .mutation(({ ctx, input }) => updateResource(ctx, input)),
  remove: adminProcedure.input(resourceIdSchema).mutation(({ ctx, input }) => removeResource(ctx, input.id)),
  createType: adminProcedure
    .input(resourceTypeSchema)
    .mutation(({ ctx, input }) => createResourceType(ctx, input)),
  updateType: adminProcedure
    .input(resourceTypeUpdateSchema)
    .mutation(({ ctx, input }) => updateResourceType(ctx, input)),
  removeType: adminProcedure
    .input(resourceIdSchema)
    .mutation(({ ctx, input }) => removeResourceType(ctx, input.id)),
});
