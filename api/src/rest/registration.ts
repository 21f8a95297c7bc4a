import type { PublicChurchRegistrationPayloadInput } from "@app/shared";
import type { FastifyInstance } from "fastify";
import { type ContextFactory, callerFor } from "./caller.ts";

export function registrationRoutes(app: FastifyInstance, createContext: ContextFactory): void {
  app.post("/api/churches", async (req, reply) => {
    const church = await callerFor(createContext, req, reply).registration.create(
      req.body as PublicChurchRegistrationPayloadInput,
    );
    return reply.status(201).send(church);
  });
}
