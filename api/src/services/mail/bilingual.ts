import { LOCALES, type Locale } from "@app/shared/i18n";
import type { MailMessage } from "../../adapters/mailer.ts";

/** Between the two languages of one mail. */
export const LANGUAGE_SEPARATOR = "\n\n----------\n\n";

/**
 * One mail in both languages, for a reader whose language the site does not know (no account stores one):
 * the subjects joined by " / ", the Spanish body below the English, each written with its own links.
 */
export function bilingualMail(
  to: string,
  write: (locale: Locale) => { subject: string; text: string },
): MailMessage {
  const parts = LOCALES.map(write);
  return {
    to,
    subject: parts.map((part) => part.subject).join(" / "),
    text: parts.map((part) => part.text).join(LANGUAGE_SEPARATOR),
    language: LOCALES.join(", "),
  };
}
