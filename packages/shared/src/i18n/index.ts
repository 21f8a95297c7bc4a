/**
 * The two languages of the site, for the server (emails, calendar, server-written heads, error answers) and
 * the browser alike (docs/decisions/013-two-languages.md). i18next holds the catalogues; plural forms, numbers
 * and dates go through Intl in the reader's language.
 */
import i18next, { type InitOptions, type i18n, type TFunction } from "i18next";
import { type EventType, eventTypeLabel, PUBLIC_EVENT_TYPE_LABELS } from "../constants.ts";
import { en } from "./en.ts";
import { es } from "./es.ts";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "./locales.ts";

export type { Catalogue } from "./en.ts";
export { en } from "./en.ts";
export { es } from "./es.ts";
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

/** `t` over keys known only at run time (the English index below); the typed `t` is for code that names keys. */
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

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A plural form's suffix: an English template stands for the key, whose form the count then picks. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

interface Pattern {
  key: string;
  names: string[];
  regex: RegExp;
}

let exact: Map<string, string> | null = null;
let patterns: Pattern[] = [];

/**
 * The parts of the catalogue whose English comes from the shared modules (schemas, services, page titles):
 * the only texts that reach a screen as English to be looked up. Screen labels are left out, so that the same
 * English words used as a short label elsewhere ("Resource Vault" in the header) cannot be picked instead.
 */
export const MESSAGE_NAMESPACES = ["messages", "sharedMessages", "formats", "errors", "pages"] as const;

/** English text -> key, and English templates -> patterns, built once from the English catalogue. */
function index() {
  if (exact) return exact;
  exact = new Map();
  patterns = [];
  const texts = MESSAGE_NAMESPACES.flatMap((namespace) => leaves(en[namespace], namespace, []));
  for (const { key, template } of texts) {
    const names = [...template.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? "");
    if (names.length === 0) {
      if (!exact.has(template)) exact.set(template, key);
      continue;
    }
    const source = template
      .split(/\{\{\w+\}\}/)
      .map(escapeRegExp)
      .join("(.+?)");
    patterns.push({ key: key.replace(PLURAL_SUFFIX, ""), names, regex: new RegExp(`^${source}$`, "s") });
  }
  return exact;
}

/**
 * A text the shared schemas or the services wrote in English (docs/product/messages.md#the-original-wording),
 * shown in `locale`: the schemas keep their English messages and carry them to the server and the forms
 * alike; each side translates only when it shows one (the form layer beside a field, the server's error
 * answer in the request's language). Texts built from values ("Must be at most 120 characters") are matched
 * against their templates and rebuilt with the same values, themselves translated when they are known
 * texts (a field's label). A text the catalogue does not know is returned as it is: English, never nothing.
 */
export function localizeMessage(text: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || text === "") return text;
  const t = translator(locale) as unknown as LooseT;
  const key = index().get(text);
  if (key) return t(key);
  for (const pattern of patterns) {
    const match = pattern.regex.exec(text);
    if (!match) continue;
    const values: Record<string, string | number> = {};
    pattern.names.forEach((name, i) => {
      const value = match[i + 1] ?? "";
      const valueKey = exact?.get(value);
      values[name] = valueKey ? t(valueKey) : value;
    });
    // i18next picks a plural form only for a numeric count: the count, or the one number the text holds.
    const numeric = values.count ?? (pattern.names.length === 1 ? values[pattern.names[0] ?? ""] : undefined);
    const count =
      numeric === undefined || numeric === "" ? Number.NaN : Number(String(numeric).replace(/,/g, ""));
    if (Number.isFinite(count)) values.count = count;
    return t(pattern.key, values);
  }
  return text;
}

/** A number as the reader writes it, through Intl (digit grouping and decimal mark differ). */
export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], options).format(value);
}

/** An event type's public label in `locale`; a type without one is shown as stored, capitalised, as before. */
export function eventTypeText(type: string, locale: Locale): string {
  if (!(type in PUBLIC_EVENT_TYPE_LABELS)) return eventTypeLabel(type);
  return (translator(locale) as unknown as LooseT)(`events.types.${type as EventType}`);
}
