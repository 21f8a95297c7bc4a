import { MSG } from "@app/shared/i18n";
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { invalid } from "../errors.ts";
import { fileTooLarge, MAX_IMAGE_BYTES, readUpTo } from "../services/uploads/limits.ts";
import { IMAGE_QUEUE_RETRY_AFTER_S, ImageQueueFullError } from "../services/uploads/processor.ts";
import { authorizeUpload, readImage, storeImage, type UploadTarget } from "../services/uploads/store.ts";
import { type ContextFactory, callerFor } from "./caller.ts";

const CHOOSE_IMAGE = MSG.errors.chooseImage;

/**
 * Every upload route (docs/product/uploads.md#routes), in one encapsulated plugin: multipart parsing and the raw image body
 * parser exist only here. The bytes cannot travel through a procedure, so these routes call the upload
 * service directly; its permission check runs before any byte is read.
 */
export async function uploadsRoutes(app: FastifyInstance, createContext: ContextFactory): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      // The size is checked while reading (readUpTo); the multipart limit cuts the stream at the same size.
      throwFileSizeLimit: false,
      limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 100 },
    });
    // A full lane of the image queue is a passing state: say when to come back (the message says it too).
    scope.addHook("onError", async (_req, reply, error) => {
      if (error instanceof ImageQueueFullError)
        reply.header("retry-after", String(IMAGE_QUEUE_RETRY_AFTER_S));
    });
    // The PUT of the profile flow sends the raw bytes; the handler streams them from req.raw itself.
    scope.addContentTypeParser(/^(?:image\/[\w.+-]+|application\/octet-stream)$/i, (_req, _payload, done) =>
      done(null),
    );

    const receiveMultipart = async (req: FastifyRequest, reply: FastifyReply, target: UploadTarget) => {
      const ctx = createContext({ req, res: reply });
      await authorizeUpload(ctx, target);
      const part = await req.file();
      if (part?.fieldname !== "image") throw invalid(CHOOSE_IMAGE);
      const bytes = await readUpTo(part.file, MAX_IMAGE_BYTES, () => part.file.truncated);
      if (bytes.length === 0) throw invalid(CHOOSE_IMAGE);
      return storeImage(ctx, { bytes });
    };

    scope.post("/api/upload/church-image", async (req, reply) => {
      const { url } = await receiveMultipart(req, reply, { kind: "church-image" });
      return { url };
    });
    scope.post("/api/upload-image", async (req, reply) => {
      const { url } = await receiveMultipart(req, reply, { kind: "admin-image" });
      return { imageUrl: url };
    });

    scope.post("/api/objects/upload", (req, reply) =>
      callerFor(createContext, req, reply).uploads.createObjectUpload(),
    );
    scope.put<{ Params: { id: string }; Querystring: { expires?: string; signature?: string } }>(
      "/api/objects/uploads/:id",
      async (req, reply) => {
        const ctx = createContext({ req, res: reply });
        const { expires = "", signature = "" } = req.query;
        await authorizeUpload(ctx, { kind: "object", id: req.params.id, expires, signature });
        if (Number(req.headers["content-length"] ?? 0) > MAX_IMAGE_BYTES) throw fileTooLarge();
        const bytes = await readUpTo(req.raw, MAX_IMAGE_BYTES);
        if (bytes.length === 0) throw invalid(CHOOSE_IMAGE);
        const { url } = await storeImage(ctx, { bytes, id: req.params.id });
        return { objectPath: url };
      },
    );
    scope.put("/api/church-images", (req, reply) =>
      callerFor(createContext, req, reply).uploads.finalizeObject(req.body as { imageURL: string }),
    );

    scope.get<{ Params: { id: string } }>("/api/uploads/:id", async (req, reply) => {
      const image = await readImage(createContext({ req, res: reply }), req.params.id);
      // The id names the bytes for ever (a replacement is a new upload), so caches may keep them for good.
      return reply
        .header("Cache-Control", "public, max-age=31536000, immutable")
        .header("X-Content-Type-Options", "nosniff")
        .header("Content-Security-Policy", "default-src 'none'; sandbox")
        .type(image.contentType)
        .send(image.bytes);
    });
  });
}
