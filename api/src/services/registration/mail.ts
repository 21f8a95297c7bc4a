import { DEFAULT_LOCALE, type Locale, translator } from "@app/shared/i18n";
import type { MailMessage } from "../../adapters/mailer.ts";
import { quoteForMail } from "../mail/quote.ts";

/**
 * The review promise (docs/product/registration-and-claims.md#registering-a-church): a manual review, and an answer within 24-48 hours. Anyone can register a
 * church with any address, so this mail quotes nothing the registrant typed except the church's name,
 * shortened and stripped of links and phone numbers (quoteForMail): it cannot be used to send someone else
 * a message of the registrant's choosing.
 */
export function acknowledgementMail(
  church: { name: string; email: string },
  associationName: string,
  /** The registrant's language (the request's): the address is the one they typed. */
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const t = translator(locale);
  const values = { site: associationName, church: quoteForMail(church.name) };
  return {
    to: church.email,
    subject: t("mail.acknowledgement.subject", values),
    text: t("mail.acknowledgement.body", values),
    language: locale,
  };
}
