/**
 * Mails beyond the account ones in en.ts/es.ts `mail`: the claim code (in the claimant's language) and the two
 * whose reader's language is not known (the approval notice, the attempt to register with a taken address),
 * which are sent in both languages, Spanish below English (api/src/services/mail/bilingual.ts).
 * English first, word for word what the services wrote before; the Spanish beside it with the same keys.
 */
import type { PartialCatalogue } from "../es.ts";

export const mailsEn = {
  claimCode: {
    subject: "Your code to claim {{church}}",
    body: [
      "Someone signed in as {{email}} asked to manage {{church}} in the {{site}} church directory.",
      "",
      "Verification code: {{code}}",
      "",
      "The code is valid for {{minutes}} minutes. If you did not ask for it, ignore this email: nothing changes without the code.",
    ].join("\n"),
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
      "Alguien que inició sesión como {{email}} pidió administrar {{church}} en el directorio de iglesias de {{site}}.",
      "",
      "Código de verificación: {{code}}",
      "",
      "El código es válido durante {{minutes}} minutos. Si usted no lo pidió, ignore este correo: nada cambia sin el código.",
    ].join("\n"),
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
