import type { SocialLinkUrlInput, SocialToggleInput } from "@app/shared";
import type { FastifyInstance } from "fastify";
import { type ContextFactory, callerFor } from "./caller.ts";

type PlatformParams = { Params: { platform: string } };

export function socialRoutes(app: FastifyInstance, createContext: ContextFactory): void {
  app.get("/api/social-media", (req, reply) => callerFor(createContext, req, reply).social.list());
  app.put<PlatformParams>("/api/admin/social-media/:platform", (req, reply) =>
    callerFor(createContext, req, reply).social.update({
      ...(req.body as SocialLinkUrlInput),
      platform: req.params.platform,
    }),
  );
  app.put<PlatformParams>("/api/admin/social-media/:platform/toggle", (req, reply) =>
    callerFor(createContext, req, reply).social.toggle({
      ...(req.body as SocialToggleInput),
      platform: req.params.platform,
    }),
  );
}
