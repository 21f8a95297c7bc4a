import type { FastifyInstance } from "fastify";
import { accountRoutes } from "./account.ts";
import { adminRoutes } from "./admin.ts";
import { authRoutes } from "./auth.ts";
import type { ContextFactory } from "./caller.ts";
import { churchRoutes } from "./churches.ts";
import { eventsRoutes } from "./events.ts";
import { healthRoutes } from "./health.ts";
import { importRoutes } from "./imports.ts";
import { openDataRoutes } from "./open-data.ts";
import { openApiRoutes } from "./openapi.ts";
import { placeRoutes } from "./places.ts";
import { plantingRoutes } from "./planting.ts";
import { registrationRoutes } from "./registration.ts";
import { resourcesRoutes } from "./resources.ts";
import { socialRoutes } from "./social.ts";
import { uploadsRoutes } from "./uploads.ts";

/** The documented /api/... paths. Each module registers the routes of one capability. */
export async function registerRestRoutes(app: FastifyInstance, createContext: ContextFactory): Promise<void> {
  healthRoutes(app, createContext);
  authRoutes(app, createContext);
  churchRoutes(app, createContext);
  registrationRoutes(app, createContext);
  accountRoutes(app, createContext);
  eventsRoutes(app, createContext);
  resourcesRoutes(app, createContext);
  plantingRoutes(app, createContext);
  adminRoutes(app, createContext);
  socialRoutes(app, createContext);
  openApiRoutes(app, createContext);
  openDataRoutes(app, createContext);
  placeRoutes(app, createContext);
  // Uploads register multipart parsing inside their own encapsulated plugin.
  await uploadsRoutes(app, createContext);
  await importRoutes(app, createContext);
}
