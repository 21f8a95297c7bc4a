/**
 * The site's two languages and how a request or a URL names one (docs/decisions/013-two-languages.md).
 * English is the default and has no URL prefix; Spanish pages live under `/es`.
 */
export const LOCALES = ["en", "es"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** The cookie that remembers a reader's choice from the header's switcher (a year, readable by the server). */
export const LOCALE_COOKIE = "lang";
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Each language named in itself, as a switcher shows it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: "English", es: "Español" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** `/es/church/12` -> es and `/church/12`; `/es` -> es and `/`; anything else is English as it stands. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
    const prefix = `/${locale}`;
    if (pathname === prefix || pathname === `${prefix}/`) return { locale, path: "/" };
    if (pathname.startsWith(`${prefix}/`)) return { locale, path: pathname.slice(prefix.length) };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** The address of an unprefixed path in `locale`: `/church/12` -> `/es/church/12`, `/` -> `/es`. */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/**
 * The best of our languages for an `Accept-Language` header (RFC 9110: ranges with q-values; `es-MX`
 * counts as `es`), or null when it names none of them.
 */
export function negotiateLocale(header: string | undefined | null): Locale | null {
  if (!header) return null;
  const ranges = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return {
        base: tag.trim().toLowerCase().split("-")[0] ?? "",
        weight: Number.isNaN(weight) ? 0 : weight,
        index,
      };
    })
    .filter((range) => range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const range of ranges) if (isLocale(range.base)) return range.base;
  return null;
}

/** The value of the language cookie in a `Cookie` header, when it names one of our languages. */
export function localeFromCookieHeader(cookieHeader: string | undefined | null): Locale | null {
  if (!cookieHeader) return null;
  for (const pair of cookieHeader.split(";")) {
    const [name, value] = pair.trim().split("=");
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return null;
}
