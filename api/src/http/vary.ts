import type { FastifyReply } from "fastify";

/** Adds a request header to Vary, keeping the names already there (compression adds Accept-Encoding later). */
export function addVary(reply: FastifyReply, name: string): FastifyReply {
  const current = reply.getHeader("vary");
  const names = (Array.isArray(current) ? current.join(",") : String(current ?? ""))
    .split(",")
    .map((value) => value.trim())
    .filter(Boolean);
  if (names.some((value) => value === "*" || value.toLowerCase() === name.toLowerCase())) return reply;
  return reply.header("vary", [...names, name].join(", "));
}
