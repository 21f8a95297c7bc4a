import type { FastifyReply, FastifyRequest } from "fastify";
import type { Context } from "../trpc/context.ts";
import { createCaller } from "../trpc/router.ts";

export type ContextFactory = (opts: { req: FastifyRequest; res: FastifyReply }) => Context;

/** The REST routes are a thin skin over the procedures: each one calls the same code the tRPC client does. */
export function callerFor(createContext: ContextFactory, req: FastifyRequest, reply: FastifyReply) {
  return createCaller(createContext({ req, res: reply }));
}

/** Route generic for paths ending in `/:id`. */
export type IdParams = { Params: { id: string } };

/** Path ids are strings; the procedure's schema coerces and checks them (400 "Invalid id"). */
export const pathId = (id: string) => id as unknown as number;

/** Bodies are cast, not trusted: every procedure parses its input with a strict schema. */
export const bodyOf = <T>(body: unknown) => (typeof body === "object" && body !== null ? body : {}) as T;
