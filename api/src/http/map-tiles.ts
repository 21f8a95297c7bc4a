import { createReadStream, existsSync, type Stats, statSync } from "node:fs";
import path from "node:path";
import { MSG } from "@app/shared/i18n";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config.ts";
import { messageBody } from "./locale.ts";

/** Where the self-hosted basemap (MAP_PMTILES_PATH) is served; site.info hands it to the map. */
export const PMTILES_ROUTE = "/map/basemap.pmtiles";

/** The address the web map loads the self-hosted extract from, or null when none is configured. */
export function pmtilesUrl(config: Pick<Config, "MAP_PMTILES_PATH" | "MAP_STYLE_URL">): string | null {
  return config.MAP_PMTILES_PATH && !config.MAP_STYLE_URL ? PMTILES_ROUTE : null;
}

/** A strong validator: a replaced extract gets a new one, so If-Range and the PMTiles client notice. */
function etagOf(stats: Stats): string {
  return `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
}

type Range = { start: number; end: number } | "unsatisfiable" | null;

/** One `bytes=` range (RFC 9110 14.1.2); several ranges, or a malformed header, are ignored (a full answer). */
export function parseRange(header: string | undefined, size: number): Range {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return null;
  if (match[1] === "") {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (match[2] !== "" && Number(match[2]) < start) return null;
  if (start >= size) return "unsatisfiable";
  return { start, end };
}

/** If-Range holds an ETag or a date: the range applies only while it still names this version of the file. */
function ifRangeHolds(request: FastifyRequest, etag: string, stats: Stats): boolean {
  const value = request.headers["if-range"];
  if (typeof value !== "string") return true;
  if (value.startsWith('"') || value.startsWith("W/")) return value === etag;
  const date = Date.parse(value);
  return !Number.isNaN(date) && Math.floor(stats.mtimeMs / 1000) * 1000 <= date;
}

function sendFile(request: FastifyRequest, reply: FastifyReply, file: string) {
  let stats: Stats;
  try {
    stats = statSync(file);
  } catch {
    request.log.error({ file }, "MAP_PMTILES_PATH: the file is gone");
    return reply.status(404).send(messageBody(request, MSG.sharedMessages.http.notFound));
  }
  const etag = etagOf(stats);
  reply
    .header("Accept-Ranges", "bytes")
    .header("ETag", etag)
    .header("Last-Modified", stats.mtime.toUTCString())
    // Not immutable: the association may replace the extract in place. A changed ETag tells the client.
    .header("Cache-Control", "public, max-age=3600")
    .type("application/vnd.pmtiles");
  const noneMatch = request.headers["if-none-match"];
  if (noneMatch?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
    return reply.status(304).send();
  }
  const range = ifRangeHolds(request, etag, stats) ? parseRange(request.headers.range, stats.size) : null;
  if (range === "unsatisfiable") {
    return reply.status(416).header("Content-Range", `bytes */${stats.size}`).send();
  }
  const { start, end } = range ?? { start: 0, end: stats.size - 1 };
  if (range) reply.status(206).header("Content-Range", `bytes ${start}-${end}/${stats.size}`);
  reply.header("Content-Length", String(end - start + 1));
  if (request.method === "HEAD" || end < start) return reply.send();
  return reply.send(createReadStream(file, { start, end }));
}

/**
 * Serves MAP_PMTILES_PATH with HTTP range requests, the way the PMTiles client reads an archive: a 16 KiB header
 * and root directory first, then one range per tile. A missing file stops the server at start, not at first use.
 */
export function registerMapTiles(app: FastifyInstance, config: Config): void {
  if (!config.MAP_PMTILES_PATH) return;
  const file = path.resolve(config.MAP_PMTILES_PATH);
  if (!existsSync(file)) throw new Error(`MAP_PMTILES_PATH: no file at ${file}`);
  // Fastify answers HEAD through this handler too. The archive's tiles are compressed already, and a compressed
  // body would break the byte ranges.
  const options = { compress: false as const, config: {} };
  app.get(PMTILES_ROUTE, options, (request, reply) => sendFile(request, reply, file));
}
