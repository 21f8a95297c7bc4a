/**
 * The web app's language (docs/decisions/013-two-languages.md). The address says which: no prefix is English,
 * `/es/...` is Spanish. The router never sees the prefix: `localeRewrite` strips it from every address it
 * reads and puts it back on every address it writes, so routes, links and `navigate` stay unprefixed.
 */
import {
  I18N_OPTIONS,
  INTL_LOCALE,
  type Locale,
  localizedPath,
  type Message,
  splitLocalePath,
  translate,
} from "@app/shared/i18n";
import type { LocationRewrite } from "@tanstack/react-router";
import i18next from "i18next";
import { initReactI18next, useTranslation } from "react-i18next";

/** The language of the address the router last read: the one its links are written in. */
let current: Locale = typeof window === "undefined" ? "en" : splitLocalePath(window.location.pathname).locale;

export const i18n = i18next.createInstance();
i18n.use(initReactI18next);
void i18n.init({ ...I18N_OPTIONS, lng: current });
// (Unit tests import the formatters that read the language, without a document.)
if (typeof document !== "undefined") document.documentElement.lang = current;

/**
 * The server renders several requests at once, each in its own language: it sets where the language is read
 * from (entry-server.tsx: the request being rendered), so one request's language never leaks into another's.
 */
let serverLocale: (() => Locale) | null = null;

export function readLocaleFrom(source: () => Locale): void {
  serverLocale = source;
}

export function currentLocale(): Locale {
  return serverLocale ? serverLocale() : current;
}

/** For `Intl` formatters: "en-US" or "es-US". */
export function currentIntlLocale(): string {
  return INTL_LOCALE[currentLocale()];
}

export const localeRewrite: LocationRewrite = {
  input: ({ url }) => {
    const { locale, path } = splitLocalePath(url.pathname);
    if (!serverLocale) current = locale;
    url.pathname = path;
    return url;
  },
  output: ({ url }) => {
    url.pathname = localizedPath(url.pathname, currentLocale());
    return url;
  },
};

/**
 * Called when the router has settled on a new address (components/layout/LocaleSync): the catalogue, the
 * document's `lang`, and the dates that follow the language.
 */
export function applyLocale(locale: Locale): void {
  document.documentElement.lang = locale;
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
}

/**
 * `t` and the current language together; `say` shows a message: a key (the shared schemas' and constants'),
 * a key with values, or a text already in words (the server's answer, written in the page's language).
 */
export function useI18n() {
  const { t, i18n: instance } = useTranslation();
  const locale = (instance.language === "es" ? "es" : "en") as Locale;
  return { t, locale, say: (message: Message | string) => translate(message, locale) };
}
