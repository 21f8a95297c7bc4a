import { IMPORT_MAX_BYTES } from "@app/shared";
import { MSG } from "@app/shared/i18n";
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply } from "fastify";
import { DomainError, invalid } from "../errors.ts";
import { requireAdmin } from "../services/access.ts";
import { startImport } from "../services/imports/batches.ts";
import { readUpTo } from "../services/uploads/limits.ts";
import { type ContextFactory, callerFor, pathId } from "./caller.ts";

const sendCsv = (reply: FastifyReply, { filename, csv }: { filename: string; csv: string }) =>
  reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${filename}"`)
    .header("cache-control", "no-store")
    .send(csv);

/**
 * The import's paths that are not procedures (docs/directory-api.md "Spreadsheet import"): the file's upload
 * (multipart, parsed only in this plugin), the template and the refused rows as CSV downloads.
 */
export async function importRoutes(app: FastifyInstance, createContext: ContextFactory): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      throwFileSizeLimit: false,
      limits: {
        fileSize: IMPORT_MAX_BYTES,
        files: 1,
        fields: 2,
        fieldSize: 1024,
        parts: 3,
        headerPairs: 100,
      },
    });
    scope.post("/api/admin/imports", async (req, reply) => {
      const ctx = createContext({ req, res: reply });
      // The administrator check comes before a byte of the file is read.
      await requireAdmin(ctx.db, ctx.user);
      const part = await req.file();
      if (part?.fieldname !== "file") throw invalid(MSG.sharedMessages.imports.chooseFile);
      const bytes = await readUpTo(part.file, IMPORT_MAX_BYTES, () => part.file.truncated).catch((error) => {
        if (error instanceof DomainError && error.kind === "PAYLOAD_TOO_LARGE")
          throw new DomainError("PAYLOAD_TOO_LARGE", MSG.sharedMessages.imports.fileTooLarge);
        throw error;
      });
      const started = await startImport(ctx, { fileName: part.filename ?? "", bytes });
      return reply.status(202).send(started);
    });
  });
  app.get("/api/admin/imports/template.csv", async (req, reply) =>
    sendCsv(reply, await callerFor(createContext, req, reply).imports.template()),
  );
  app.get<{ Params: { id: string } }>("/api/admin/imports/:id/refused.csv", async (req, reply) =>
    sendCsv(
      reply,
      await callerFor(createContext, req, reply).imports.refusedCsv({ batchId: pathId(req.params.id) }),
    ),
  );
}
