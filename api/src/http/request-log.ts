import { type FastifyReply, type FastifyRequest, LogController } from "fastify";

/** Built files and uploaded images: at info level they would bury the requests a person wants to read. */
const isStaticAsset = (path: string) =>
  path.startsWith("/assets/") || path.startsWith("/api/uploads/") || /\.[A-Za-z][A-Za-z0-9]*$/.test(path);

/**
 * One line per request, "GET /api/churches 200 12 ms", written when it completes; Fastify's own two lines
 * (incoming, completed, each with the whole request object) are replaced. Static assets log at debug only.
 */
export class ConciseRequestLog extends LogController {
  /** Only at debug: the moment a request arrives matters when following one request through (and in tests). */
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug(`${request.method} ${request.url} received`);
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const path = request.url.split("?", 1)[0]!;
    const fields = { ip: request.ip, status: reply.statusCode, ...(error && { err: error }) };
    const line = `${request.method} ${request.url} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    if (error || reply.statusCode >= 500) request.log.warn(fields, line);
    else if (isStaticAsset(path)) request.log.debug(fields, line);
    else request.log.info(fields, line);
  }
}
