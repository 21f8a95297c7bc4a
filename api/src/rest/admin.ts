import type { FastifyInstance } from "fastify";
import type { ExportKind } from "../services/admin/csv-export.ts";
import { type ContextFactory, callerFor, type IdParams, pathId } from "./caller.ts";

export function adminRoutes(app: FastifyInstance, createContext: ContextFactory): void {
  app.get("/api/admin/audit", (req, reply) => callerFor(createContext, req, reply).admin.audit());
  app.get("/api/admin/owner-edits", (req, reply) => callerFor(createContext, req, reply).admin.ownerEdits());
  app.post<IdParams>("/api/admin/owner-edits/:id/revert", (req, reply) =>
    callerFor(createContext, req, reply).admin.revertOwnerEdit({ id: pathId(req.params.id) }),
  );
  app.get<{ Params: { kind: string } }>("/api/admin/export/:kind.csv", async (req, reply) => {
    const { filename, csv } = await callerFor(createContext, req, reply).admin.exportCsv({
      kind: req.params.kind as ExportKind,
    });
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="${filename}"`)
      .header("cache-control", "no-store")
      .send(csv);
  });
}
