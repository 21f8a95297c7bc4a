import { DEFAULT_LOCALE, type Locale, translator } from "@app/shared/i18n";
import type { MailMessage } from "../../adapters/mailer.ts";
import type { Config } from "../../config.ts";
import { maskEmail } from "../churches/lifecycle/claim-codes.ts";
import { mailPageUrl } from "../mail/links.ts";

/**
 * The mails of keeping an account (docs/product/accounts.md), in the language of the request that causes
 * them: accounts store no language, and the person asking is the account's holder when all is well. They
 * quote nothing typed but, to the old address, the new one masked ("g***@example.org").
 */
type MailKind =
  | "reset"
  | "passwordReset"
  | "passwordChanged"
  | "emailConfirm"
  | "emailInUse"
  | "emailChanged"
  | "accountDeleted";

export function accountSecurityMail(
  kind: MailKind,
  to: string,
  {
    config,
    locale = DEFAULT_LOCALE,
  }: { config: Pick<Config, "ASSOCIATION_NAME" | "PUBLIC_BASE_URL">; locale?: Locale },
  { path = "/forgot-password", newEmail }: { path?: string; newEmail?: string } = {},
): MailMessage {
  const t = translator(locale);
  const values = {
    site: config.ASSOCIATION_NAME,
    url: mailPageUrl(config.PUBLIC_BASE_URL, path, locale),
    newEmail: maskEmail(newEmail ?? null) ?? "",
  };
  return {
    to,
    subject: t(`accountSecurity.mail.${kind}.subject`, values),
    text: t(`accountSecurity.mail.${kind}.body`, values),
    language: locale,
  };
}

/** A page with a token in its query: the token is the whole secret, so nothing else identifies the account. */
export const tokenPath = (path: string, token: string, extra = "") =>
  `${path}?token=${encodeURIComponent(token)}${extra}`;
