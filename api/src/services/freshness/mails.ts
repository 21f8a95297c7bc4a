import type { ReportKind, ReportResolution } from "@app/shared";
import { DEFAULT_LOCALE, isLocale, type Locale, translator } from "@app/shared/i18n";
import type { MailMessage } from "../../adapters/mailer.ts";
import type { Config } from "../../config.ts";
import { mailPageUrl } from "../mail/links.ts";
import { quoteForMail } from "../mail/quote.ts";

type MailConfig = Pick<Config, "PUBLIC_BASE_URL" | "ASSOCIATION_NAME">;

/**
 * The owner's language: the one the account last signed in with (users.preferred_locale, decision 019), the
 * site's default for an account that never said (docs/product/freshness.md#yearly-cycle).
 */
export const ownerLocale = (preferred: string | null | undefined): Locale =>
  isLocale(preferred) ? preferred : DEFAULT_LOCALE;

/** "Update my listing": the profile's editor, service times first; signing in comes first when needed. */
export const updateListingPath = "/profile?edit=services";

/** The church's own page with the link's token: it offers the one click (docs/product/freshness.md). */
export function confirmationLinkPath(churchId: number, token: string): string {
  return `/church/${churchId}?confirm=${encodeURIComponent(token)}`;
}

/** What every freshness mail names: the church (quoted, never trusted) and the site. */
const mailValues = (church: { name: string }, config: MailConfig) => ({
  church: quoteForMail(church.name),
  site: config.ASSOCIATION_NAME,
});

/** The yearly question (step "ask") and its reminder ("remind"), docs/product/freshness.md#yearly-cycle. */
export function reconfirmationMail(
  step: "ask" | "remind",
  to: string,
  church: { id: number; name: string },
  token: string,
  config: MailConfig,
  linkDays: number,
  locale: Locale,
): MailMessage {
  const t = translator(locale);
  const values = {
    ...mailValues(church, config),
    confirmUrl: mailPageUrl(config.PUBLIC_BASE_URL, confirmationLinkPath(church.id, token), locale),
    updateUrl: mailPageUrl(config.PUBLIC_BASE_URL, updateListingPath, locale),
    days: linkDays,
  };
  return {
    to,
    language: locale,
    subject: t(`freshness.mail.${step}.subject`, values),
    text: t(`freshness.mail.${step}.body`, values),
  };
}

/**
 * A visitor's report, to the church's owner: what kind of problem, and the way to the editor. The visitor's
 * comment stays in the administrators' queue: a mail to an owner quotes nothing a stranger typed (as
 * services/mail/quote.ts explains for the stranger mails of issue 38).
 */
export function reportToOwnerMail(
  to: string,
  church: { name: string },
  kind: ReportKind,
  config: MailConfig,
  locale: Locale,
): MailMessage {
  const t = translator(locale);
  const values = {
    ...mailValues(church, config),
    kind: t(`freshness.report.kinds.${kind}`),
    updateUrl: mailPageUrl(config.PUBLIC_BASE_URL, updateListingPath, locale),
  };
  return {
    to,
    language: locale,
    subject: t("freshness.mail.report.subject", values),
    text: t("freshness.mail.report.body", values),
  };
}

/** The answer to a reporter who left an email, in the language they wrote the report in. */
export function reportAnswerMail(
  to: string,
  church: { id: number; name: string },
  resolution: ReportResolution,
  note: string | null,
  config: MailConfig,
  locale: Locale,
): MailMessage {
  const t = translator(locale);
  const values = {
    ...mailValues(church, config),
    url: mailPageUrl(config.PUBLIC_BASE_URL, `/church/${church.id}`, locale),
  };
  const body = t(`freshness.mail.answer.${resolution}`, values);
  const reason =
    resolution === "dismissed" && note ? `\n\n${t("freshness.mail.answer.reason", { note })}` : "";
  return {
    to,
    language: locale,
    subject: t("freshness.mail.answer.subject", values),
    text: `${body}${reason}\n\n${t("freshness.mail.answer.signature", values)}`,
  };
}
