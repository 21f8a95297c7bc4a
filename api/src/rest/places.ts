import type { FastifyInstance } from "fastify";
import { type ContextFactory, callerFor } from "./caller.ts";

/** GET /api/places?q=: where the embeddable finder's "Near" starts (docs/decisions/022-embeddable-finder.md#near-a-place). */
export function placeRoutes(app: FastifyInstance, createContext: ContextFactory): void {
  app.get<{ Querystring: { q?: string } }>("/api/places", (req, reply) =>
    callerFor(createContext, req, reply).churches.place({ q: req.query.q as string }),
  );
}
