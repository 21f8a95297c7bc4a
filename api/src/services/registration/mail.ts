import type { MailMessage } from "../../adapters/mailer.ts";
import { quoteForMail } from "../mail/quote.ts";

/**
 * The review promise of the spec: a manual review, and an answer within 24-48 hours. Anyone can register a
 * church with any address, so this mail quotes nothing the registrant typed except the church's name,
 * defanged and shortened: it cannot be used to send someone else a message of the registrant's choosing.
 */
export function acknowledgementMail(
  church: { name: string; email: string },
  associationName: string,
): MailMessage {
  return {
    to: church.email,
    subject: "We received your church registration",
    text: [
      `Thank you for registering the church ${quoteForMail(church.name)} with the ${associationName} church directory.`,
      "",
      "Every registration is reviewed by a member of our team. Registrations are reviewed within 24-48 hours,",
      "and we will email you at this address when the review is done. Your church appears in the public",
      "directory once it has been approved.",
      "",
      "If you did not register a church, you can ignore this email.",
      "",
      `The ${associationName} team`,
    ].join("\n"),
  };
}
