import {
  type AccountSignUpInput,
  type CombinedRegistrationInput,
  type LoginInput,
  safeRedirectPath,
} from "@app/shared";
import { DEFAULT_LOCALE, localeFromCookieHeader, localizedPath, MSG } from "@app/shared/i18n";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { addressLocale, messageBody } from "../http/locale.ts";
import { type ContextFactory, callerFor } from "./caller.ts";

/**
 * Sec-Fetch-Dest "document" with Sec-Fetch-Site "same-origin" or "none" (typed, a bookmark). A request with
 * no Sec-Fetch headers at all (older browsers, curl, scripts) is let through: such browsers still keep the
 * SameSite=Lax cookie off cross-site images and frames, and no image field can name a path of this site.
 */
function isOwnNavigation(req: FastifyRequest): boolean {
  const dest = req.headers["sec-fetch-dest"];
  const site = req.headers["sec-fetch-site"];
  const mode = req.headers["sec-fetch-mode"];
  if (dest === undefined && site === undefined && mode === undefined) return true;
  return dest === "document" && (site === "same-origin" || site === "none");
}

export function authRoutes(app: FastifyInstance, createContext: ContextFactory): void {
  app.get("/api/auth/user", async (req, reply) => {
    const user = await callerFor(createContext, req, reply).auth.me();
    if (!user) return reply.status(401).send(messageBody(req, MSG.sharedMessages.http.unauthorized));
    return user;
  });

  app.post("/api/auth/login", (req, reply) =>
    callerFor(createContext, req, reply).auth.login(req.body as LoginInput),
  );

  app.post("/api/auth/register-church", async (req, reply) => {
    const result = await callerFor(createContext, req, reply).auth.registerChurch(
      req.body as CombinedRegistrationInput,
    );
    return reply.status(201).send(result);
  });

  // An account without a church: the claim journey starts here (docs/product/documented-paths.md#additions).
  app.post("/api/auth/register", async (req, reply) => {
    const result = await callerFor(createContext, req, reply).auth.signUp(req.body as AccountSignUpInput);
    return reply.status(201).send(result);
  });

  // A browser navigation, the header's Logout link (docs/product/documented-paths.md#signing-in-and-out):
  // end the session server-side, then go home. Only a top-level navigation from this site (or typed, or a
  // bookmark) signs out: an <img> or a link on another site goes home and changes nothing
  // (docs/decisions/004-request-guard-and-sign-in-limits.md).
  app.get("/api/auth/logout", async (req, reply) => {
    if (isOwnNavigation(req)) await callerFor(createContext, req, reply).auth.logout();
    return reply.redirect("/", 303);
  });
  app.post("/api/auth/logout", async (req, reply) => {
    await callerFor(createContext, req, reply).auth.logout();
    return reply.redirect("/", 303);
  });

  // The sign-in link (docs/product/documented-paths.md#signing-in-and-out). A page that wants the visitor back (/claim) names itself in `redirect`; a
  // Spanish page names its language in `lang` (else the language cookie decides), so /auth opens in it.
  app.get("/api/login", (req, reply) => {
    const back = safeRedirectPath((req.query as { redirect?: unknown }).redirect);
    const locale = addressLocale(req) ?? localeFromCookieHeader(req.headers.cookie) ?? DEFAULT_LOCALE;
    const auth = localizedPath("/auth", locale);
    return reply.redirect(back ? `${auth}?redirect=${encodeURIComponent(back)}` : auth, 302);
  });
}
