import { Readable } from "node:stream";
import type { OwnerEditListInput, OwnerEditRevertInput } from "@app/shared";
import type { FastifyInstance } from "fastify";
import type { ExportKind } from "../services/admin/csv-export.ts";
import { bodyOf, type ContextFactory, callerFor, type IdParams, pathId } from "./caller.ts";
import { type PagingQuery, sendAdminList } from "./paging.ts";

export function adminRoutes(app: FastifyInstance, createContext: ContextFactory): void {
  // The whole log, a page at a time above ADMIN_LIST_PAGE_MAX entries (rest/paging.ts); q searches.
  app.get<{ Querystring: PagingQuery }>("/api/admin/audit", (req, reply) =>
    sendAdminList(req, reply, (paging) => callerFor(createContext, req, reply).admin.audit(paging)),
  );
  // The review list: `{ items, total }`, one group per church (docs/product/owner-edits.md).
  app.get<{ Querystring: OwnerEditListInput }>("/api/admin/owner-edits", (req, reply) =>
    callerFor(createContext, req, reply).admin.ownerEdits(req.query),
  );
  app.post<IdParams>("/api/admin/owner-edits/:id/revert", (req, reply) =>
    callerFor(createContext, req, reply).admin.revertOwnerEdit({ id: pathId(req.params.id) }),
  );
  // A group is named by its latest edit: these act on it and the church's unreviewed edits before it.
  app.post<IdParams>("/api/admin/owner-edits/:id/accept", (req, reply) =>
    callerFor(createContext, req, reply).admin.acceptOwnerEdits({ id: pathId(req.params.id) }),
  );
  app.post<IdParams>("/api/admin/owner-edits/:id/revert-group", (req, reply) =>
    callerFor(createContext, req, reply).admin.revertOwnerEditGroup({
      ...bodyOf<Omit<OwnerEditRevertInput, "id">>(req.body),
      id: pathId(req.params.id),
    }),
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
