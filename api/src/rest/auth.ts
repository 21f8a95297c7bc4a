import type { CombinedRegistrationInput, LoginInput } from "@app/shared";
import type { FastifyInstance } from "fastify";
import { type ContextFactory, callerFor } from "./caller.ts";

export function authRoutes(app: FastifyInstance, createContext: ContextFactory): void {
  app.get("/api/auth/user", async (req, reply) => {
    const user = await callerFor(createContext, req, reply).auth.me();
    if (!user) return reply.status(401).send({ message: "Unauthorized" });
    return user;
  });

  app.post("/api/auth/login", (req, reply) =>
    callerFor(createContext, req, reply).auth.login(req.body as LoginInput),
  );

  app.post("/api/auth/register-church", async (req, reply) => {
    const result = await callerFor(createContext, req, reply).auth.registerChurch(
      req.body as CombinedRegistrationInput,
    );
    return reply.status(201).send(result);
  });

  // A browser navigation (the spec's Logout link): end the session server-side, then go home.
  app.get("/api/auth/logout", async (req, reply) => {
    await callerFor(createContext, req, reply).auth.logout();
    return reply.redirect("/", 303);
  });
  app.post("/api/auth/logout", async (req, reply) => {
    await callerFor(createContext, req, reply).auth.logout();
    return reply.redirect("/", 303);
  });

  app.get("/api/login", (_req, reply) => reply.redirect("/auth", 302));
}
