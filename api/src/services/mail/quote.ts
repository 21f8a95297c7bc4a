/**
 * The longest church name a mail quotes: "St. Mary's Catholic Church" (26) whole, a longer one cut at a
 * word. Enough to recognise the church one has just registered, too short to carry a pitch: at 60 an
 * attacker still had a sentence to send to an address of their choosing (issue 38, point 5).
 */
export const MAIL_QUOTE_MAX_LENGTH = 32;

/** More digits than this in a name and it loses them all: "1st" and "5th Street" stay, no phone number does. */
const MAX_DIGITS = 3;

/** A word that is, or holds, a link, a domain name or an address: dropped whole, not defanged. */
const LINK_LIKE = /:\/\/|@|^www\b|[\p{L}\p{N}]\.[\p{L}\p{N}]/iu;

/** Letters, digits and the punctuation of a name; everything else (":", "/", "+", "$", "!" ...) goes. */
const NOT_NAME_CHARACTER = /[^\p{L}\p{M}\p{N} '’.,&()-]/gu;

/**
 * A church's name as typed by a stranger, made safe to quote in a mail sent to an address the same stranger
 * chose (the registration acknowledgement, the new account's welcome): the only typed text such a mail
 * quotes. Control, formatting and direction-override characters go (a right-to-left override can disguise
 * a link), the name is put on one line, words that look like links, domain names or addresses are dropped
 * whole, digits are dropped when there are enough of them to be a phone number, punctuation beyond a
 * name's is dropped, and what is left is cut at a word to MAIL_QUOTE_MAX_LENGTH characters and set in
 * quotation marks, so the reader sees where the typed text starts and ends.
 */
export function quoteForMail(text: string, max = MAIL_QUOTE_MAX_LENGTH): string {
  const words = text
    .normalize("NFKC")
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, " ")
    .split(/\s+/u)
    .filter((word) => word !== "" && !LINK_LIKE.test(word));
  const digits = words.join("").match(/\p{N}/gu)?.length ?? 0;
  const kept = words
    .map((word) => (digits > MAX_DIGITS ? word.replace(/\p{N}/gu, "") : word).replace(NOT_NAME_CHARACTER, ""))
    .filter((word) => word === "&" || /[\p{L}\p{N}]/u.test(word));
  return `“${shorten(kept.join(" "), max)}”`;
}

/** At most `max` characters, cut after a whole word when there is one, with an ellipsis when cut. */
function shorten(line: string, max: number): string {
  const characters = [...line];
  if (characters.length <= max) return line;
  const head = characters.slice(0, max - 1).join("");
  const atWord = characters[max - 1] === " " ? head : head.slice(0, Math.max(0, head.lastIndexOf(" ")));
  const cut = (atWord.trim() === "" ? head : atWord).replace(/[\s,&(-]+$/u, "");
  return `${cut}…`;
}
