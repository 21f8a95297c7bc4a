import { batchCost, MAX_BATCH_COST } from "@app/shared";
import { MSG } from "@app/shared/i18n";
import type { FastifyInstance } from "fastify";
import { messageBody } from "./locale.ts";

const TRPC_PREFIX = "/trpc/";

/**
 * Refuses a tRPC batch whose calls cost more than MAX_BATCH_COST together (packages/shared batch-cost.ts), before
 * its body is read or any call runs. tRPC's own cap counts calls, not what each one reads.
 */
export function registerBatchCostLimit(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    if (!request.url.startsWith(TRPC_PREFIX)) return;
    const pathPart = request.url.slice(TRPC_PREFIX.length).split("?", 1)[0] ?? "";
    let paths: string[];
    try {
      paths = decodeURIComponent(pathPart).split(",");
    } catch {
      return; // tRPC answers a malformed path itself (404).
    }
    if (batchCost(paths) > MAX_BATCH_COST) {
      return reply.status(400).send(messageBody(request, MSG.sharedMessages.http.batchTooCostly));
    }
  });
}
