import { existsSync } from "node:fs";
import path from "node:path";
import { PAGE_MODULES_FILE } from "@app/shared";
import { MSG } from "@app/shared/i18n";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { messageBody } from "./locale.ts";

/** Paths that belong to the API or to build assets: a miss there is a real 404, never the HTML shell. */
function isNeverHtml(url: string): boolean {
  const pathname = url.split("?")[0] ?? "/";
  return (
    pathname.startsWith("/api/") ||
    pathname === "/api" ||
    pathname.startsWith("/trpc") ||
    pathname.startsWith("/assets/") ||
    // A file name ends in an extension that starts with a letter; /church/1.5 is a client route.
    /\.[A-Za-z][A-Za-z0-9]*$/.test(pathname)
  );
}

export interface SpaOptions {
  /**
   * Answers a page address no route claimed (http/pages.ts: the 404 page with its head); null leaves it to
   * the plain shell.
   */
  notFoundPage?: (request: FastifyRequest, reply: FastifyReply) => unknown;
}

/**
 * Serves the built web app: hashed assets with a year-long cache, and the HTML shell for every other page
 * address so that the router in the browser decides what to show (including the 404 page).
 */
export async function registerSpa(
  app: FastifyInstance,
  distDir: string,
  options: SpaOptions = {},
): Promise<void> {
  const root = path.resolve(distDir);
  const hasBuild = existsSync(path.join(root, "index.html"));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text asset; the best one the browser accepts is sent.
      preCompressed: true,
      // The shell is served only through the page routes, which write its head; robots.txt and sitemaps are
      // the server's own routes, and a copy in the build would collide with them. The list of each page's code
      // is the server's to read.
      globIgnore: [
        "index.html",
        "index.html.*",
        PAGE_MODULES_FILE,
        `${PAGE_MODULES_FILE}.*`,
        "robots.txt",
        "robots.txt.*",
        "sitemap*.xml",
        "sitemap*.xml.*",
        // The server's build of the web app (http/page-render.ts) is the server's code, not the browser's.
        "server/**",
      ],
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
    // @fastify/static with wildcard false registers only the files present at start: the build is fixed.
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      return reply.status(404).send(messageBody(request, MSG.sharedMessages.http.notFound));
    }
    if (isNeverHtml(request.url))
      return reply.status(404).send(messageBody(request, MSG.sharedMessages.http.notFound));
    if (!hasBuild) {
      return reply
        .status(503)
        .type("text/plain")
        .send("The web app has not been built. Run the README's start command, or `pnpm build`.");
    }
    const page = options.notFoundPage?.(request, reply);
    if (page) return page;
    return reply.header("Cache-Control", "no-cache").sendFile("index.html", root);
  });
}
