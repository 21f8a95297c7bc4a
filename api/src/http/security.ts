import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config.ts";

/** Security headers, with a Content-Security-Policy the app (map worker and WebGL included) works under. */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const mapOrigin = config.MAP_STYLE_URL ? new URL(config.MAP_STYLE_URL).origin : null;
  const extra = mapOrigin ? [mapOrigin] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Chakra (emotion) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        fontSrc: ["'self'", "data:", ...extra],
        connectSrc: ["'self'", ...extra],
        workerSrc: ["'self'", "blob:"],
        childSrc: ["'self'", "blob:"],
        frameSrc: ["https://www.youtube-nocookie.com"],
        mediaSrc: ["'self'", "https:"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.PUBLIC_BASE_URL.startsWith("https://") ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.PUBLIC_BASE_URL.startsWith("https://"),
  });
}
