import type { FastifyInstance } from "fastify";
import { type ContextFactory, callerFor } from "./caller.ts";

export function healthRoutes(app: FastifyInstance, createContext: ContextFactory): void {
  app.get("/api/health", (req, reply) => callerFor(createContext, req, reply).health.check());
  app.get("/api/ready", (req, reply) => callerFor(createContext, req, reply).health.ready());
}
