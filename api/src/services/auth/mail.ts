import { DEFAULT_LOCALE, type Locale, translator } from "@app/shared/i18n";
import type { MailMessage } from "../../adapters/mailer.ts";
import { bilingualMail } from "../mail/bilingual.ts";
import { mailPageUrl } from "../mail/links.ts";
import { quoteForMail } from "../mail/quote.ts";

interface Site {
  associationName: string;
  baseUrl: string;
}

/**
 * To the address of a new account. Whoever registered may not own the address, so nothing they typed is
 * quoted but the church's name as quoteForMail gives it: shortened, with no link, address or phone number.
 */
export function welcomeMail(
  to: string,
  churchName: string,
  site: Site,
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const t = translator(locale);
  const values = {
    site: site.associationName,
    church: quoteForMail(churchName),
    url: pageUrl(site, "/auth", locale),
  };
  return {
    to,
    subject: t("mail.welcome.subject", values),
    text: t("mail.welcome.body", values),
    language: locale,
  };
}

const pageUrl = (site: Site, path: string, locale: Locale) => mailPageUrl(site.baseUrl, path, locale);

/** To the address of a new account without a church (/sign-up). It quotes nothing the registrant typed. */
export function accountWelcomeMail(to: string, site: Site, locale: Locale = DEFAULT_LOCALE): MailMessage {
  const t = translator(locale);
  const values = { site: site.associationName, url: pageUrl(site, "/claim", locale) };
  return {
    to,
    subject: t("mail.accountWelcome.subject", values),
    text: t("mail.accountWelcome.body", values),
    language: locale,
  };
}

/**
 * To the owner of an existing account when someone registers with its address. The registration answers
 * exactly as a successful one (so it cannot be used to find out who has an account); this mail is how the
 * real owner learns of it. It quotes nothing the other person typed. In both languages: the owner's language
 * is not stored, and the person who typed the address (whose request's language is known) may not be the owner.
 */
export function registrationAttemptMail(to: string, site: Site): MailMessage {
  return bilingualMail(to, (locale) => {
    const t = translator(locale);
    const values = { site: site.associationName, url: pageUrl(site, "/auth", locale) };
    return {
      subject: t("mail.registrationAttempt.subject", values),
      text: t("mail.registrationAttempt.body", values),
    };
  });
}
