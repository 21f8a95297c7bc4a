/**
 * The two languages of the site, for the server (emails, calendar, server-written heads, error answers) and
 * the browser alike (docs/decisions/013-two-languages.md). i18next holds the catalogues; plural forms, numbers
 * and dates go through Intl in the reader's language.
 */
import i18next, { type InitOptions, type i18n, type TFunction } from "i18next";
import { EVENT_TYPES, type EventType, eventTypeLabel, isOneOf } from "../constants.ts";
import { en } from "./en.ts";
import { es } from "./es.ts";
import { decodeMessage, type KeyedMessage, type Message } from "./keys.ts";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "./locales.ts";

export type { Catalogue } from "./en.ts";
export { en } from "./en.ts";
export { es } from "./es.ts";
export * from "./keys.ts";
export * from "./locales.ts";

/** The options every instance starts from: both catalogues in memory, English behind every Spanish gap. */
export const I18N_OPTIONS: InitOptions = {
  resources: { en: { translation: en }, es: { translation: es } },
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  // The catalogues are in the bundle: initialise synchronously, so the first render is already translated.
  initAsync: false,
  // React escapes what it renders; the server escapes where it writes HTML (pages/html.ts, mailer).
  interpolation: { escapeValue: false },
  returnNull: false,
  // No message uses i18next's contexts, and "_" is in the names of messages.ts's constants ("TITLE_REQUIRED").
  contextSeparator: "~",
};

/** `t` over keys known only at run time (a message's key); the typed `t` is for code that names keys. */
type LooseT = (key: string, options?: Record<string, unknown>) => string;

/** A ready instance (the web app adds react-i18next to its own before init: lib/i18n.ts). */
export function createI18n(options: InitOptions = {}): i18n {
  const instance = i18next.createInstance();
  void instance.init({ ...I18N_OPTIONS, ...options });
  return instance;
}

let shared: i18n | null = null;
const translators = new Map<Locale, TFunction>();

/** The server's translator for one language: one instance for the process, one fixed `t` per language. */
export function translator(locale: Locale): TFunction {
  let t = translators.get(locale);
  if (!t) {
    shared ??= createI18n();
    t = shared.getFixedT(locale);
    translators.set(locale, t);
  }
  return t;
}

/** Intl's name for a locale: US English and Spanish as read in the Americas. */
export const INTL_LOCALE: Readonly<Record<Locale, string>> = { en: "en-US", es: "es-US" };

type Leaf = { key: string; template: string };

function leaves(node: unknown, prefix: string, out: Leaf[]): Leaf[] {
  if (typeof node === "string") out.push({ key: prefix, template: node });
  else if (node && typeof node === "object")
    for (const [key, value] of Object.entries(node)) leaves(value, prefix ? `${prefix}.${key}` : key, out);
  return out;
}

/** Every key of a catalogue, dotted ("nav.home"); a plural's `_one`/`_other`/... forms count as one key. */
export function catalogueKeys(catalogue: object): string[] {
  const keys = leaves(catalogue, "", []).map((leaf) =>
    leaf.key.replace(/_(zero|one|two|few|many|other)$/, ""),
  );
  return [...new Set(keys)].sort();
}

/** Whether `key` names a text of the catalogue (a plural's key names its forms). */
function isKey(key: string): boolean {
  shared ??= createI18n();
  return (
    shared.exists(key, { lng: DEFAULT_LOCALE }) || shared.exists(`${key}_other`, { lng: DEFAULT_LOCALE })
  );
}

function valuesIn(values: KeyedMessage["values"], locale: Locale): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values ?? {}))
    out[name] = typeof value === "object" ? translate(value, locale) : value;
  return out;
}

/**
 * A message in `locale`: a key, a key with its values (values that are messages themselves, such as a field's
 * label, are translated too), or the string `encodeMessage` made of one (a zod issue's message). A string that
 * is no key is a text already in words (the server's answer, a visitor's own) and is shown as it is.
 */
export function translate(message: Message | string, locale: Locale): string {
  const keyed = typeof message === "string" ? decodeMessage(message, isKey) : message;
  if (!keyed) return message as string;
  return (translator(locale) as unknown as LooseT)(keyed.key, valuesIn(keyed.values, locale));
}

/** A number as the reader writes it, through Intl (digit grouping and decimal mark differ). */
export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], options).format(value);
}

/** An event type's label in `locale` (the catalogue has one for every type); an unknown one as stored, capitalised. */
export function eventTypeText(type: string, locale: Locale): string {
  if (!isOneOf(EVENT_TYPES, type)) return eventTypeLabel(type);
  return (translator(locale) as unknown as LooseT)(`events.types.${type as EventType}`);
}
