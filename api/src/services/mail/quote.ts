/** The longest piece of typed text a mail quotes: enough to recognise a church, too short to carry a pitch. */
export const MAIL_QUOTE_MAX_LENGTH = 60;

/**
 * Text a stranger typed, made safe to quote in a mail sent to an address the same stranger chose: control,
 * formatting and direction-override characters dropped (a right-to-left override can disguise a link),
 * whitespace collapsed to one line, links and domain names defanged ("evil.example" becomes
 * "evil[.]example", "https://" becomes "hxxps://") so mail clients do not make them clickable, shortened,
 * and set in quotation marks so the reader sees where the typed text starts and ends.
 */
export function quoteForMail(text: string, max = MAIL_QUOTE_MAX_LENGTH): string {
  const oneLine = text
    .normalize("NFKC")
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, " ")
    .replace(/\s+/gu, " ")
    .trim();
  const defanged = oneLine
    .replace(/\b([a-z][a-z0-9+.-]*):\/\//giu, (_match, scheme: string) => `${scheme.replace(/t/gi, "x")}://`)
    .replace(/([\p{L}\p{N}])\.(?=[\p{L}\p{N}])/gu, "$1[.]")
    .replace(/@/g, "[at]");
  const characters = [...defanged];
  const short =
    characters.length > max
      ? `${characters
          .slice(0, max - 1)
          .join("")
          .trimEnd()}…`
      : defanged;
  return `“${short}”`;
}
