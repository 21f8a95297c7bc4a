import { type Message, translate } from "@app/shared/i18n";
import { initTRPC, TRPCError } from "@trpc/server";
import { ZodError } from "zod";
import { isDatabaseUnavailable } from "../db/errors.ts";
import { DomainError, SERVICE_UNAVAILABLE_MESSAGE } from "../errors.ts";
import { requestLocale, translateFieldErrors } from "../http/locale.ts";
import { requireAdmin, requireUser } from "../services/access.ts";
import { assertEnrolledIfRequired } from "../services/auth/second-factor/policy.ts";
import type { Context } from "./context.ts";

/** Who may call a procedure. Every procedure gets one from its base procedure; the access test reads it. */
export type Access = "public" | "user" | "admin";
export interface Meta {
  access: Access;
}

/**
 * zod's messages by the whole path of their field ("services.2.start"), so that the web app's form puts a
 * service row's message beside that row's box (web/src/lib/form-errors.ts; docs/product/weekly-services.md). zod's
 * flattenError keeps only the first key ("services"), as the REST answers still do (http/errors.ts), which
 * their documentation promises.
 */
function fieldErrorsByPath(error: ZodError): Record<string, string[]> {
  const byPath: Record<string, string[]> = {};
  for (const issue of error.issues) {
    if (issue.path.length === 0) continue;
    const path = issue.path.map(String).join(".");
    byPath[path] = [...(byPath[path] ?? []), issue.message];
  }
  return byPath;
}

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    errorFormatter({ shape, error, ctx }) {
      const cause = error.cause;
      // What the answer says: a service's key, a schema's first field message, else tRPC's own English.
      const said: Message | string =
        cause instanceof DomainError
          ? cause.said
          : cause instanceof ZodError && cause.issues[0]
            ? cause.issues[0].message
            : shape.message;
      const fieldErrors =
        cause instanceof ZodError
          ? fieldErrorsByPath(cause)
          : cause instanceof DomainError
            ? cause.fieldErrors
            : undefined;
      // Never send stack traces, whatever NODE_ENV says.
      const { stack: _stack, ...data } = shape.data;
      // Over HTTP, in the language the client asked for (the web app sends its page's); English otherwise.
      const locale = ctx?.http ? requestLocale(ctx.http.req) : "en";
      return {
        ...shape,
        message: translate(said, locale),
        data: { ...data, fieldErrors: fieldErrors ? translateFieldErrors(fieldErrors, locale) : null },
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Turns the domain errors of services into tRPC errors; this is the one place that mapping lives. */
const mapDomainErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof DomainError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: cause.kind, message: cause.message, cause });
  }
  // A schema's refusal says its first message in English to a caller in the process (the answer over HTTP is
  // written by the errorFormatter, in the request's language).
  if (!result.ok && result.error.cause instanceof ZodError && result.error.cause.issues[0]) {
    const cause = result.error.cause;
    throw new TRPCError({ code: "BAD_REQUEST", message: translate(cause.issues[0]!.message, "en"), cause });
  }
  if (!result.ok && isDatabaseUnavailable(result.error)) {
    throw new TRPCError({
      code: "SERVICE_UNAVAILABLE",
      message: SERVICE_UNAVAILABLE_MESSAGE,
      cause: result.error,
    });
  }
  return result;
});

const base = t.procedure.use(mapDomainErrors);

export const publicProcedure = base.meta({ access: "public" });

/**
 * Signed in, before any second factor is set up: only the enrolment's own procedures use it. Every other
 * signed-in procedure refuses an administrator who must enrol and has not (docs/product/accounts-admin.md).
 */
export const enrolmentProcedure = base
  .meta({ access: "user" })
  .use(({ ctx, next }) => next({ ctx: { ...ctx, user: requireUser(ctx.user) } }));

export const protectedProcedure = enrolmentProcedure.use(async ({ ctx, next }) => {
  await assertEnrolledIfRequired(ctx, ctx.user);
  return next();
});

/** Re-reads the role on every call (services/access.ts): a demoted administrator loses access at once. */
export const adminProcedure = base.meta({ access: "admin" }).use(async ({ ctx, next }) => {
  const user = await requireAdmin(ctx.db, ctx.user);
  await assertEnrolledIfRequired(ctx, user);
  return next({ ctx: { ...ctx, user } });
});
