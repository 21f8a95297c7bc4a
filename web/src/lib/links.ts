import { DEFAULT_LOCALE, type Locale } from "@app/shared/i18n";

/** Full browser navigation (not a client-side route): the server ends the session and redirects to /. */
export const LOGOUT_URL = "/api/auth/logout";

/** Sections of the home page that links can scroll to with `/?scrollTo=<id>`. */
export type HomeSection = "directory" | "events";

/**
 * The server's sign-in entry (it redirects to /auth), in the page's language: a full navigation leaves the
 * router, so the `/es` prefix it adds to links would be lost without `lang`.
 */
export function signInUrl(locale: Locale, returnTo?: string): string {
  const query = new URLSearchParams();
  if (returnTo) query.set("redirect", returnTo);
  if (locale !== DEFAULT_LOCALE) query.set("lang", locale);
  const search = query.toString();
  return search ? `/api/login?${search}` : "/api/login";
}
