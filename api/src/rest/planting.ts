import type {
  CandidateFilterInput,
  CandidateUpdateInput,
  MatchInput,
  PastoralCandidateInput,
  PlantRequestFilterInput,
  PlantRequestInput,
  PlantRequestUpdateInput,
} from "@app/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { bodyOf, type ContextFactory, callerFor, type IdParams, pathId } from "./caller.ts";
import { type PagingQuery, sendAdminList } from "./paging.ts";

// "?status=" means no filter, as an absent key does; any other unknown or bad key is the schema's to refuse.
const filterOf = <T>(query: unknown) =>
  Object.fromEntries(Object.entries(bodyOf<Record<string, unknown>>(query)).filter(([, v]) => v !== "")) as T;

export function plantingRoutes(app: FastifyInstance, createContext: ContextFactory): void {
  const planting = (req: FastifyRequest, reply: FastifyReply) =>
    callerFor(createContext, req, reply).planting;
  const candidates = (req: FastifyRequest, reply: FastifyReply) =>
    callerFor(createContext, req, reply).candidates;

  app.post("/api/church-plant-requests", async (req, reply) => {
    const created = await planting(req, reply).create(bodyOf<PlantRequestInput>(req.body));
    return reply.status(201).send(created);
  });
  // The documented array up to ADMIN_LIST_PAGE_MAX rows, then a page at a time; q searches
  // (docs/product/documented-paths.md#lists).
  app.get<{ Querystring: PagingQuery }>("/api/church-plant-requests", (req, reply) =>
    sendAdminList(req, reply, (paging) =>
      planting(req, reply).list({ ...filterOf<PlantRequestFilterInput>(req.query), ...paging }),
    ),
  );
  app.put<IdParams>("/api/church-plant-requests/:id", (req, reply) =>
    planting(req, reply).update({
      id: pathId(req.params.id),
      data: bodyOf<PlantRequestUpdateInput>(req.body),
    }),
  );
  app.delete<IdParams>("/api/church-plant-requests/:id", (req, reply) =>
    planting(req, reply).remove({ id: pathId(req.params.id) }),
  );

  app.post("/api/pastoral-candidates", async (req, reply) => {
    const created = await candidates(req, reply).create(bodyOf<PastoralCandidateInput>(req.body));
    return reply.status(201).send(created);
  });
  app.get<{ Querystring: PagingQuery }>("/api/pastoral-candidates", (req, reply) =>
    sendAdminList(req, reply, (paging) =>
      candidates(req, reply).list({ ...filterOf<CandidateFilterInput>(req.query), ...paging }),
    ),
  );
  app.put<IdParams>("/api/pastoral-candidates/:id", (req, reply) =>
    candidates(req, reply).update({
      id: pathId(req.params.id),
      data: bodyOf<CandidateUpdateInput>(req.body),
    }),
  );
  app.put<IdParams>("/api/pastoral-candidates/:id/approve", (req, reply) =>
    candidates(req, reply).approve({ id: pathId(req.params.id) }),
  );
  app.delete<IdParams>("/api/pastoral-candidates/:id", (req, reply) =>
    candidates(req, reply).remove({ id: pathId(req.params.id) }),
  );

  // A match is a connection: creating one matches, deleting one (by its request) undoes the match.
  app.get("/api/church-planting-connections", (req, reply) => planting(req, reply).connections());
  app.post("/api/church-planting-connections", async (req, reply) => {
    const created = await planting(req, reply).match(bodyOf<MatchInput>(req.body));
    return reply.status(201).send(created);
  });
  app.delete<{ Params: { requestId: string } }>("/api/church-planting-connections/:requestId", (req, reply) =>
    planting(req, reply).unmatch({ requestId: pathId(req.params.requestId) }),
  );
}
