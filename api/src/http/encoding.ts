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

/**
 * A body made once and sent many times, plain and in each encoding, each compression made on first use
 * (a failed one is retried by the next request).
 */
export class EncodedBody {
  private readonly encoded: Partial<Record<Encoding, Promise<Buffer>>> = {};

  constructor(readonly plain: Buffer) {}

  bytes(encoding: Encoding): Promise<Buffer> {
    let made = this.encoded[encoding];
    if (!made) {
      made = encodeBody(this.plain, encoding);
      made.catch(() => delete this.encoded[encoding]);
      this.encoded[encoding] = made;
    }
    return made;
  }
}

/** Sends an encoded body in the best encoding the client accepts (headers other than the encoding are the caller's). */
export async function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  body: EncodedBody,
): Promise<FastifyReply> {
  const encoding = body.plain.length >= COMPRESS_THRESHOLD_BYTES ? acceptedEncoding(request) : null;
  if (!encoding) return reply.send(body.plain);
  return reply.header("content-encoding", encoding).send(await body.bytes(encoding));
}

const encodedAnswers = new WeakMap<object, EncodedBody>();

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
    body = new EncodedBody(Buffer.from(JSON.stringify(answer), "utf8"));
    encodedAnswers.set(answer, body);
  }
  reply.type("application/json; charset=utf-8").header("vary", "accept-encoding");
  return sendEncoded(request, reply, body);
}
