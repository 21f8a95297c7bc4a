import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlib } from "node:zlib";
import compress from "@fastify/compress";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

export type Encoding = "br" | "gzip";

/** Smaller bodies gain less from compression than the work costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Brotli at quality 5: most of its gain over gzip on JSON and HTML at a fraction of the CPU of the default 11,
 * which would make a dynamic response slower than sending it plain.
 */
const BROTLI_QUALITY = 5;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The best encoding the client accepts (q=0 refuses one), brotli first, or null for plain. */
export function acceptedEncoding(request: FastifyRequest): Encoding | null {
  const header = request.headers["accept-encoding"];
  if (typeof header !== "string") return null;
  const accepted = new Set<string>();
  for (const part of header.split(",")) {
    const [coding = "", ...params] = part.trim().toLowerCase().split(";");
    if (params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param))) continue;
    accepted.add(coding.trim());
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return null;
}

/** Compresses a body made once and sent many times (the church list, a rendered page). */
export function encodeBody(bytes: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === "br"
    ? brotliAsync(bytes, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      })
    : gzipAsync(bytes, { level: 6 });
}

/**
 * Every other response over the threshold (tRPC and REST JSON) in brotli or gzip, as Accept-Encoding asks.
 * Routes that send a precomputed encoding set Content-Encoding themselves, and the plugin leaves those alone.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
}

/** A shared answer's bytes, plain and in each encoding, made once however many requests send it. */
interface EncodedAnswer {
  plain: Buffer;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}
const encodedAnswers = new WeakMap<object, EncodedAnswer>();

/**
 * Sends an answer the service keeps and hands to every caller as the same object (the directory's start view,
 * its first page: services/churches/directory-version.ts): serialised and compressed once, not per request,
 * so 50 visitors asking at once cost 50 copies of bytes rather than 50 brotli runs. The body is what the
 * plugin would send for the same value.
 */
export async function sendSharedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: object,
): Promise<FastifyReply> {
  let body = encodedAnswers.get(answer);
  if (!body) {
    body = { plain: Buffer.from(JSON.stringify(answer), "utf8"), encoded: {} };
    encodedAnswers.set(answer, body);
  }
  reply.type("application/json; charset=utf-8").header("vary", "accept-encoding");
  const encoding = body.plain.length >= COMPRESS_THRESHOLD_BYTES ? acceptedEncoding(request) : null;
  if (!encoding) return reply.send(body.plain);
  body.encoded[encoding] ??= encodeBody(body.plain, encoding);
  return reply.header("content-encoding", encoding).send(await body.encoded[encoding]);
}
