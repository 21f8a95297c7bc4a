import type {
  AdminResourceInput,
  AdminResourceUpdateInput,
  ResourceStatusInput,
  ResourceSubmissionInput,
  ResourceTypeInput,
} from "@app/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { bodyOf, type ContextFactory, callerFor, type IdParams, pathId } from "./caller.ts";
import { type PagingQuery, sendAdminList } from "./paging.ts";

export function resourcesRoutes(app: FastifyInstance, createContext: ContextFactory): void {
  const resources = (req: FastifyRequest, reply: FastifyReply) =>
    callerFor(createContext, req, reply).resources;

  app.get("/api/resources", (req, reply) => resources(req, reply).list());
  app.get("/api/resource-types", (req, reply) => resources(req, reply).types());
  app.post("/api/resources/submit", async (req, reply) => {
    const created = await resources(req, reply).submit(bodyOf<ResourceSubmissionInput>(req.body));
    return reply.status(201).send(created);
  });
  // The vault's Watch/View button calls this once per open of the file.
  app.post<IdParams>("/api/resources/:id/open", (req, reply) =>
    resources(req, reply).recordOpen({ id: pathId(req.params.id) }),
  );

  // The documented array up to ADMIN_LIST_PAGE_MAX rows, then a page at a time; q searches
  // (docs/product/documented-paths.md#lists).
  app.get<{ Querystring: PagingQuery }>("/api/resources/pending", (req, reply) =>
    sendAdminList(req, reply, (paging) => resources(req, reply).pending(paging)),
  );
  app.put<IdParams>("/api/resources/:id/status", (req, reply) =>
    resources(req, reply).setStatus({ ...bodyOf<ResourceStatusInput>(req.body), id: pathId(req.params.id) }),
  );
  app.get<{ Querystring: PagingQuery & { type?: string; churchId?: string } }>(
    "/api/admin/resources",
    (req, reply) =>
      sendAdminList(req, reply, (paging) =>
        resources(req, reply).adminList({ ...paging, type: req.query.type, churchId: req.query.churchId }),
      ),
  );
  app.post("/api/admin/resources", async (req, reply) => {
    const created = await resources(req, reply).create(bodyOf<AdminResourceInput>(req.body));
    return reply.status(201).send(created);
  });
  app.put<IdParams>("/api/admin/resources/:id", (req, reply) =>
    resources(req, reply).update({
      ...bodyOf<AdminResourceUpdateInput>(req.body),
      id: pathId(req.params.id),
    }),
  );
  app.delete<IdParams>("/api/admin/resources/:id", (req, reply) =>
    resources(req, reply).remove({ id: pathId(req.params.id) }),
  );
  app.post("/api/admin/resource-types", async (req, reply) => {
    const created = await resources(req, reply).createType(bodyOf<ResourceTypeInput>(req.body));
    return reply.status(201).send(created);
  });
  // Renaming and deleting types, an addition to the documented paths (docs/product/resources.md#types).
  app.put<IdParams>("/api/admin/resource-types/:id", (req, reply) =>
    resources(req, reply).updateType({
      ...bodyOf<ResourceTypeInput>(req.body),
      id: pathId(req.params.id),
    }),
  );
  app.delete<IdParams>("/api/admin/resource-types/:id", (req, reply) =>
    resources(req, reply).removeType({ id: pathId(req.params.id) }),
  );
}
