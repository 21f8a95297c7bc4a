import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { openApiDocument } from "../openapi/document.ts";
import type { ContextFactory } from "./caller.ts";

/**
 * The API's description and its reference page, served by the site itself: Redoc's standalone bundle from the
 * installed package (no CDN), started by a script of ours, so the page runs under the site's
 * Content-Security-Policy (script-src 'self'; Redoc's styles are inline, which style-src allows).
 */
const require = createRequire(import.meta.url);

let redocBundle: Buffer | null = null;
const redoc = () => {
  redocBundle ??= readFileSync(require.resolve("redoc/bundles/redoc.standalone.js"));
  return redocBundle;
};

const START_SCRIPT = `"use strict";
Redoc.init("/api/openapi.json", { hideDownloadButton: false, expandResponses: "200,201" }, document.getElementById("reference"));
`;

const page = (title: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>body { margin: 0; }</style>
</head>
<body>
<div id="reference"></div>
<noscript><p><a href="/api/openapi.json">/api/openapi.json</a></p></noscript>
<script src="/api/docs/redoc.standalone.js"></script>
<script src="/api/docs/start.js"></script>
</body>
</html>
`;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export function openApiRoutes(app: FastifyInstance, createContext: ContextFactory): void {
  // The context factory is the one holder of config (as rest/account.ts reads it at start-up).
  const { config } = createContext({ req: {} as FastifyRequest, res: {} as FastifyReply });
  const siteName = config.ASSOCIATION_NAME;
  app.get("/api/openapi.json", (_req, reply) =>
    reply.type("application/json; charset=utf-8").send(JSON.stringify(openApiDocument())),
  );
  app.get("/api/docs", (_req, reply) => {
    // Redoc's footer shows a logo from its vendor's CDN; this page allows images from the site alone, so the
    // browser never asks for it (the site's policy allows https: images for churches' photos).
    const policy = reply.getHeader("content-security-policy");
    if (typeof policy === "string")
      reply.header("content-security-policy", policy.replace(/img-src [^;]*/, "img-src 'self' data: blob:"));
    return reply.type("text/html; charset=utf-8").send(page(`${escapeHtml(siteName)}: API`));
  });
  app.get("/api/docs/start.js", (_req, reply) =>
    reply.type("text/javascript; charset=utf-8").send(START_SCRIPT),
  );
  app.get("/api/docs/redoc.standalone.js", (_req, reply) =>
    reply.type("text/javascript; charset=utf-8").send(redoc()),
  );
}
