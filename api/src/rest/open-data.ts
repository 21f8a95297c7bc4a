import { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { etagMatches } from "../http/cache.ts";
import type { OpenDataFormat } from "../services/churches/open-data.ts";
import { type ContextFactory, callerFor } from "./caller.ts";

/** How far the export reads ahead of its reader: the stream pauses the database reads beyond it. */
const EXPORT_BUFFER_BYTES = 64 * 1024;

/** The open data paths (docs/directory-api.md, "Open data") and the format each serves. */
export const OPEN_DATA_PATHS: Record<OpenDataFormat, string> = {
  geojson: "/api/open-data/churches.geojson",
  csv: "/api/open-data/churches.csv",
  hsds: "/api/open-data/hsds.json",
};

/** Unchanged since the reader's copy: If-None-Match decides when sent (RFC 9110 13.2.2), else If-Modified-Since. */
function unchanged(req: FastifyRequest, etag: string, lastModified: Date): boolean {
  const tags = req.headers["if-none-match"];
  if (tags !== undefined) return etagMatches(tags, etag);
  const since = Date.parse(String(req.headers["if-modified-since"] ?? ""));
  return !Number.isNaN(since) && lastModified.getTime() <= since;
}

export function openDataRoutes(app: FastifyInstance, createContext: ContextFactory): void {
  const { config } = createContext({ req: {} as FastifyRequest, res: {} as FastifyReply });
  const licenseUrl = `https://spdx.org/licenses/${config.OPEN_DATA_LICENSE}.html`;

  for (const [format, path] of Object.entries(OPEN_DATA_PATHS) as Array<[OpenDataFormat, string]>) {
    app.get(path, async (req, reply) => {
      const { stamp, export: data } = await callerFor(createContext, req, reply).churches.openData({
        format,
      });
      // The validators are known before a row is read: an unchanged copy costs two small queries and a 304.
      reply
        .header("etag", stamp.etag)
        .header("last-modified", stamp.lastModified.toUTCString())
        .header("link", `<${licenseUrl}>; rel="license"`);
      if (unchanged(req, stamp.etag, stamp.lastModified)) return reply.code(304).send();
      return (
        reply
          .type(data.contentType)
          .header("content-disposition", `inline; filename="${data.filename}"`)
          // Bytes, not objects: a stream of objects would read 16 batches ahead of a slow reader (Readable.from's
          // default), so the export's memory follows the reader (docs/decisions/022-embeddable-finder.md#export-memory).
          .send(Readable.from(data.chunks, { objectMode: false, highWaterMark: EXPORT_BUFFER_BYTES }))
      );
    });
  }
}
