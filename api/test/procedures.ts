import type { z } from "zod";
import type { Meta } from "../src/trpc/init.ts";
import { appRouter } from "../src/trpc/router.ts";

export interface ProcedureInfo {
  path: string;
  type: "query" | "mutation" | "subscription";
  access: Meta["access"] | undefined;
  input: z.ZodType | undefined;
}

interface ProcedureDef {
  _def: { type: ProcedureInfo["type"]; meta?: Meta; inputs: unknown[] };
}

/** Every procedure of the app router, now and as procedures are added later. */
export function allProcedures(): ProcedureInfo[] {
  const procedures = appRouter._def.procedures as unknown as Record<string, ProcedureDef>;
  return Object.entries(procedures).map(([path, procedure]) => ({
    path,
    type: procedure._def.type,
    access: procedure._def.meta?.access,
    input: procedure._def.inputs[0] as z.ZodType | undefined,
  }));
}

/** Calls a procedure of a caller by its dotted path. */
export function callByPath(caller: object, path: string, input: unknown): Promise<unknown> {
  let target: unknown = caller;
  for (const segment of path.split(".")) target = (target as Record<string, unknown>)[segment];
  return (target as (input: unknown) => Promise<unknown>)(input);
}
