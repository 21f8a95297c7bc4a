import { DEFAULT_LOCALE, type Locale, localizedPath, translator } from "@app/shared/i18n";
import type { MailMessage } from "../../adapters/mailer.ts";
import { quoteForMail } from "../mail/quote.ts";

interface Site {
  associationName: string;
  baseUrl: string;
}

/**
 * To the address of a new account. Whoever registered may not own the address, so nothing they typed is
 * quoted but the church's name, defanged and shortened.
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
  return { to, subject: t("mail.welcome.subject", values), text: t("mail.welcome.body", values) };
}

/** A page of the site in the reader's language (`/es/auth`). */
const pageUrl = (site: Site, path: string, locale: Locale) => `${site.baseUrl}${localizedPath(path, locale)}`;

/** To the address of a new account without a church (/sign-up). It quotes nothing the registrant typed. */
export function accountWelcomeMail(to: string, site: Site, locale: Locale = DEFAULT_LOCALE): MailMessage {
  const t = translator(locale);
  const values = { site: site.associationName, url: pageUrl(site, "/claim", locale) };
  return {
    to,
    subject: t("mail.accountWelcome.subject", values),
    text: t("mail.accountWelcome.body", values),
  };
}

/**
 * To the owner of an existing account when someone registers with its address. The registration answers
 * exactly as a successful one (so it cannot be used to find out who has an account); this mail is how the
 * real owner learns of it. It quotes nothing the other person typed. In English: the owner's language is not
 * known, and the person who typed the address may not be the owner.
 */
export function registrationAttemptMail(to: string, site: Site): MailMessage {
  return {
    to,
    subject: `Someone tried to register with your email address`,
    text: [
      `Someone just tried to create an account on the ${site.associationName} church network site with`,
      "this email address. This address already has an account, so no new account was created and",
      "your account was not changed.",
      "",
      "If it was you, sign in with your existing account instead:",
      `${site.baseUrl}/auth`,
      "",
      "If it was not you, you can ignore this email. If you no longer know your password, reply to this",
      "email and we will help you.",
      "",
      `The ${site.associationName} team`,
    ].join("\n"),
  };
}
