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
export function welcomeMail(to: string, churchName: string, site: Site): MailMessage {
  return {
    to,
    subject: `Your ${site.associationName} church account`,
    text: [
      `An account on the ${site.associationName} church network site was created with this email address,`,
      `together with the registration of the church ${quoteForMail(churchName)}.`,
      "",
      "Every new church is reviewed by a member of our team within 24-48 hours; it appears in the public",
      "directory once it has been approved. Meanwhile you can sign in and manage it from your profile:",
      `${site.baseUrl}/auth`,
      "",
      "If you did not create this account, please reply to this email and we will remove it.",
      "",
      `The ${site.associationName} team`,
    ].join("\n"),
  };
}

/** To the address of a new account without a church (/sign-up). It quotes nothing the registrant typed. */
export function accountWelcomeMail(to: string, site: Site): MailMessage {
  return {
    to,
    subject: `Your ${site.associationName} account`,
    text: [
      `An account on the ${site.associationName} church network site was created with this email address.`,
      "",
      "If your church is already in our directory, you can claim it: find it on the claim page and confirm",
      "with the code we send to the church's listed email address.",
      `${site.baseUrl}/claim`,
      "",
      "If it is not listed yet, you can register it from your account.",
      "",
      "If you did not create this account, please reply to this email and we will remove it.",
      "",
      `The ${site.associationName} team`,
    ].join("\n"),
  };
}

/**
 * To the owner of an existing account when someone registers with its address. The registration answers
 * exactly as a successful one (so it cannot be used to find out who has an account); this mail is how the
 * real owner learns of it. It quotes nothing the other person typed.
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
