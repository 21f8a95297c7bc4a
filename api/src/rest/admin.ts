import type { AdminChurchInput } from "@app/shared";
import type { FastifyInstance } from "fastify";
import type { ExportKind } from "../services/admin/csv-export.ts";
import { type ContextFactory, callerFor, type IdParams, pathId } from "./caller.ts";

export function adminRoutes(app: FastifyInstance, createContext: ContextFactory): void {
  app.get("/api/admin/churches", (req, reply) => callerFor(createContext, req, reply).churches.adminList());
  app.get("/api/admin/churches/pending", (req, reply) =>
    callerFor(createContext, req, reply).churches.pending(),
  );
  app.post("/api/admin/churches", (req, reply) =>
    callerFor(createContext, req, reply).churches.create(req.body as AdminChurchInput),
  );
  app.put<IdParams>("/api/admin/churches/:id/approve", (req, reply) =>
    callerFor(createContext, req, reply).churches.approve({ id: pathId(req.params.id) }),
  );
  app.put<IdParams>("/api/churches/:id", (req, reply) =>
    callerFor(createContext, req, reply).churches.update({
      ...(req.body as AdminChurchInput),
      id: pathId(req.params.id),
    }),
  );
  app.delete<IdParams>("/api/churches/:id", (req, reply) =>
    callerFor(createContext, req, reply).churches.remove({ id: pathId(req.params.id) }),
  );
  app.post("/api/admin/geocode-churches", (req, reply) =>
    callerFor(createContext, req, reply).churches.geocode(),
  );
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
