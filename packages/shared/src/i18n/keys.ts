/**
 * The catalogue's keys as values (docs/decisions/013-two-languages.md): `MSG` mirrors en.ts with the dotted
 * key in place of each text, so `MSG.sharedMessages.claims.alreadyClaimed` is checked by the compiler and a
 * message is raised as a key, never as an English sentence. A message that needs values travels as
 * `{ key, values }`; where only a string can travel (a zod issue) it is written as `encodeMessage` writes it
 * and read back by `decodeMessage`.
 */
import { type Catalogue, en } from "./en.ts";

declare const messageKey: unique symbol;
/** A key of the catalogue ("messages.TITLE_REQUIRED"); only `MSG` makes one, so plain English is refused. */
export type MessageKey = string & { readonly [messageKey]: true };

/** A value placed in a message: a number, a text as it stands (a name), or a message of its own (a label). */
export type MessageValue = string | number | KeyedMessage;
export interface KeyedMessage {
  key: MessageKey;
  values?: Readonly<Record<string, MessageValue>>;
}
/** What services raise and screens show: a key, or a key with the values its text names. */
export type Message = MessageKey | KeyedMessage;

type PluralForm = "zero" | "one" | "two" | "few" | "many" | "other";
/** A plural's forms (`hint_one`, `hint_other`) are one key (`hint`); the count picks the form. */
type Stem<K> = K extends `${infer B}_${PluralForm}` ? B : K;

export type KeysOf<T> = {
  readonly [K in keyof T as Stem<K & string>]: T[K] extends string ? MessageKey : KeysOf<T[K]>;
};

const PLURAL = /_(zero|one|two|few|many|other)$/;

function keysOf(node: object, prefix: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${name}` : name;
    if (typeof value === "string") out[name.replace(PLURAL, "")] = path.replace(PLURAL, "");
    else if (value && typeof value === "object") out[name] = keysOf(value, path);
  }
  return out;
}

/** Every key of the catalogue, by the same path as its English text. */
export const MSG = keysOf(en, "") as unknown as KeysOf<Catalogue>;

/** A message with values: `msg(MSG.formats.tooLong, { max: 120 })`. */
export function msg(key: MessageKey, values?: Readonly<Record<string, MessageValue>>): KeyedMessage {
  return values ? { key, values } : { key };
}

/** A key is a dotted name; the values follow it after one space, as JSON. */
const ENCODED = /^([A-Za-z][\w-]*(?:\.[\w-]+)+)(?: (\{.*\}))?$/s;

/** A message as one string, for the places only a string can carry (zod's issue messages). */
export function encodeMessage(message: Message): string {
  if (typeof message === "string") return message;
  return message.values && Object.keys(message.values).length > 0
    ? `${message.key} ${JSON.stringify(message.values)}`
    : message.key;
}

/** The message a string carries, or null when it is no key (a text already in words, a visitor's own). */
export function decodeMessage(text: string, isKey: (key: string) => boolean): KeyedMessage | null {
  const match = ENCODED.exec(text);
  if (!match?.[1] || !isKey(match[1])) return null;
  if (!match[2]) return { key: match[1] as MessageKey };
  try {
    return { key: match[1] as MessageKey, values: JSON.parse(match[2]) as Record<string, MessageValue> };
  } catch {
    return null;
  }
}
