import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, type Locale } from "@app/shared/i18n/locales";

/**
 * The language switcher's choice, remembered for the next visit to `/` (the server reads the cookie). Free of
 * i18next: the boot script bundles it too, for a switch followed before the app runs (lib/early-actions.ts).
 */
export function rememberLocale(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party preference cookie; the Cookie Store API is not in every browser we serve
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_S}; samesite=lax`;
}

/** The switcher's link (the one link in the page that names the other language), followed: its choice kept. */
export function rememberFollowedSwitch(link: HTMLAnchorElement): void {
  const locale = link.hreflang;
  if (isLocale(locale)) rememberLocale(locale);
}
