import type { MailMessage } from "../../adapters/mailer.ts";

/** The review promise of the spec: a manual review, and an answer within 24-48 hours. */
export function acknowledgementMail(
  church: { name: string; email: string },
  associationName: string,
): MailMessage {
  return {
    to: church.email,
    subject: `We received the registration of ${church.name}`,
    text: [
      `Thank you for registering ${church.name} with the ${associationName} church directory.`,
      "",
      "Every registration is reviewed by a member of our team. Registrations are reviewed within 24-48 hours,",
      "and we will email you at this address when the review is done. Your church appears in the public",
      "directory once it has been approved.",
      "",
      `The ${associationName} team`,
    ].join("\n"),
  };
}
