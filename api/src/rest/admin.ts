import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import type { ExportKind } from "../services/admin/csv-export.ts";
import { type ContextFactory, callerFor, type IdParams, pathId } from "./caller.ts";
import { type PagingQuery, sendAdminList } from "./paging.ts";

export function adminRoutes(app: FastifyInstance, createContext: ContextFactory): void {
  // The whole log, a page at a time above ADMIN_LIST_PAGE_MAX entries (rest/paging.ts); q searches.
  app.get<{ Querystring: PagingQuery }>("/api/admin/audit", (req, reply) =>
    sendAdminList(req, reply, (paging) => callerFor(createContext, req, reply).admin.audit(paging)),
  );
  app.get("/api/admin/owner-edits", (req, reply) => callerFor(createContext, req, reply).admin.ownerEdits());
  app.post<IdParams>("/api/admin/owner-edits/:id/revert", (req, reply) =>
    callerFor(createContext, req, reply).admin.revertOwnerEdit({ id: pathId(req.params.id) }),
  );
  app.get<{ Params: { kind: string } }>("/api/admin/export/:kind.csv", async (req, reply) => {
    const { filename, chunks } = await callerFor(createContext, req, reply).admin.exportCsv({
      kind: req.params.kind as ExportKind,
    });
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="${filename}"`)
      .header("cache-control", "no-store")
      .send(Readable.from(chunks));
  });
}
