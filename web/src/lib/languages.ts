import { currentIntlLocale } from "./i18n";
import { madeOnce } from "./made-once";

// Made once per locale: building an Intl formatter costs far more than using one, and every card of the
// directory's list names its languages.
const displayNames = new Map<string, Intl.DisplayNames>();
const listFormats = new Map<string, Intl.ListFormat>();

/** A worship language's name in the page's language: "es" is "Spanish" on the English site, "español" on the Spanish one. */
export function languageName(code: string, locale = currentIntlLocale()): string {
  try {
    const names = madeOnce(displayNames, locale, () => new Intl.DisplayNames([locale], { type: "language" }));
    return names.of(code) ?? code;
  } catch {
    // A code Intl does not know still names itself.
    return code;
  }
}

/** "English and Spanish": the names joined as the page's language joins a list. */
export function languageList(codes: readonly string[], locale = currentIntlLocale()): string {
  const names = codes.map((code) => languageName(code, locale));
  return madeOnce(listFormats, locale, () => new Intl.ListFormat(locale, { type: "conjunction" })).format(
    names,
  );
}

/** Only a church that worships in more than English says so: English alone is what a visitor assumes. */
export function showsLanguages(codes: readonly string[] | undefined): codes is string[] {
  return Boolean(codes && codes.length > 0 && !(codes.length === 1 && codes[0] === "en"));
}
