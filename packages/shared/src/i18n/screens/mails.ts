/**
 * Mails beyond the account ones in en.ts/es.ts `mail`: the claim code (in the claimant's language) and the two
 * whose reader's language is not known (the approval notice, the attempt to register with a taken address),
 * which are sent in both languages, Spanish below English (api/src/services/mail/bilingual.ts).
 * English first, the Spanish beside it with the same keys. The claim code goes to the church's listed address,
 * which may not be the claimant's: it names no one and quotes nothing the claimant chose (not their account's
 * email), only the church's name as quoteForMail gives it (api/src/services/mail/quote.ts).
 */
import type { PartialCatalogue } from "../es.ts";

export const mailsEn = {
  claimCode: {
    subject: "Your code to claim {{church}}",
    body: [
      "Someone signed in to an account on the {{site}} church directory asked to manage {{church}}.",
      "We send the code that confirms it only to the church's listed email address: this one.",
      "",
      "Verification code: {{code}}",
      "",
      "Enter it on the claim page: {{url}}",
      "",
      "The code is valid for {{minutes}} minutes. Give it only to someone you know should manage the church.",
      "If you did not ask for it, ignore this email: nothing changes without the code.",
    ].join("\n"),
    action: "Open the claim page",
  },
  /** Below every mail's HTML part (api/src/mail/layout.tsx). */
  layout: {
    footer: "An automatic message from {{site}}: {{url}}",
  },
  approved: {
    subject: "{{church}} is now listed in the directory",
    body: [
      "Good news: {{church}} has been approved and is now listed in the {{site}} church directory.",
      "",
      "See the listing: {{url}}",
    ].join("\n"),
    ownerLine: "Keep its details up to date from your profile: {{url}}",
  },
  registrationAttempt: {
    subject: "Someone tried to register with your email address",
    body: [
      "Someone just tried to create an account on the {{site}} church network site with",
      "this email address. This address already has an account, so no new account was created and",
      "your account was not changed.",
      "",
      "If it was you, sign in with your existing account instead:",
      "{{url}}",
      "",
      "If it was not you, you can ignore this email. If you no longer know your password, reply to this",
      "email and we will help you.",
      "",
      "The {{site}} team",
    ].join("\n"),
  },
};

export const mailsEs: PartialCatalogue<typeof mailsEn> = {
  claimCode: {
    subject: "Su código para reclamar {{church}}",
    body: [
      "Alguien que inició sesión con una cuenta en el directorio de iglesias de {{site}} pidió administrar {{church}}.",
      "El código que lo confirma solo se envía a la dirección de correo electrónico que figura en la ficha de la",
      "iglesia: esta.",
      "",
      "Código de verificación: {{code}}",
      "",
      "Escríbalo en la página para reclamar la iglesia: {{url}}",
      "",
      "El código es válido durante {{minutes}} minutos. Déselo solo a alguien que usted sepa que debe administrar",
      "la iglesia. Si usted no lo pidió, ignore este correo: nada cambia sin el código.",
    ].join("\n"),
    action: "Abrir la página para reclamar",
  },
  layout: {
    footer: "Un mensaje automático de {{site}}: {{url}}",
  },
  approved: {
    subject: "{{church}} ya figura en el directorio",
    body: [
      "Buenas noticias: {{church}} fue aprobada y ya figura en el directorio de iglesias de {{site}}.",
      "",
      "Vea la ficha: {{url}}",
    ].join("\n"),
    ownerLine: "Mantenga sus datos al día desde su perfil: {{url}}",
  },
  registrationAttempt: {
    subject: "Alguien intentó registrarse con su correo electrónico",
    body: [
      "Alguien acaba de intentar crear una cuenta en el sitio de la red de iglesias {{site}} con",
      "esta dirección de correo electrónico. Esta dirección ya tiene una cuenta, así que no se creó ninguna",
      "cuenta nueva y su cuenta no cambió.",
      "",
      "Si fue usted, inicie sesión con su cuenta actual:",
      "{{url}}",
      "",
      "Si no fue usted, puede ignorar este correo. Si ya no recuerda su contraseña, responda a este",
      "correo y le ayudaremos.",
      "",
      "El equipo de {{site}}",
    ].join("\n"),
  },
};
