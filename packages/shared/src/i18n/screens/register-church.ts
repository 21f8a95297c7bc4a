/**
 * /register-church: an account and its church in one step (RegisterChurchPage, register-church/). The
 * fields it shares with the other forms come from `account.*` (names, password, the church's fields).
 * English first, the Spanish beside it with the same keys (the catalogue test holds them together).
 */
import { REGISTRATION_CHECK_EMAIL } from "../../service-messages.ts";
import type { PartialCatalogue } from "../es.ts";

export const registerChurchEn = {
  eyebrow: "Church account",
  title: "Create Church Account",
  description:
    "Create your account and register your church in one step. Our team reviews every new church, and we will email you within 24-48 hours.",
  account: {
    title: "Account Information",
    description: "You will sign in with this email and password.",
    email: "Login Email",
  },
  church: {
    description: "How your church will appear in the directory once it is approved.",
  },
  submit: "Create Church Account",
  /** The optional photo, picked and previewed here, uploaded when the form is sent (ChurchPhotoField). */
  photo: {
    label: "Church Photo (optional)",
    preview: "Preview of the church photo",
    choose: "Choose photo",
    chooseAnother: "Choose another photo",
    remove: "Remove",
    help: "An image of your church, up to 5MB.",
  },
  /** The registration was received but signed nobody in (CheckYourEmail, /sign-up's too). */
  checkEmail: {
    title: REGISTRATION_CHECK_EMAIL.title,
    /** REGISTRATION_CHECK_EMAIL.sentTo(email) */
    sentTo: "We have sent a message to {{email}} with the next step.",
    existingAccount: REGISTRATION_CHECK_EMAIL.existingAccount,
  },
};

export const registerChurchEs: PartialCatalogue<typeof registerChurchEn> = {
  eyebrow: "Cuenta de iglesia",
  title: "Crear cuenta de iglesia",
  description:
    "Cree su cuenta y registre su iglesia en un solo paso. Nuestro equipo revisa cada iglesia nueva y le escribiremos en un plazo de 24 a 48 horas.",
  account: {
    title: "Información de la cuenta",
    description: "Iniciará sesión con este correo electrónico y esta contraseña.",
    email: "Correo electrónico de acceso",
  },
  church: {
    description: "Así aparecerá su iglesia en el directorio una vez aprobada.",
  },
  submit: "Crear cuenta de iglesia",
  photo: {
    label: "Foto de la iglesia (opcional)",
    preview: "Vista previa de la foto de la iglesia",
    choose: "Elegir foto",
    chooseAnother: "Elegir otra foto",
    remove: "Quitar",
    help: "Una imagen de su iglesia, de hasta 5 MB.",
  },
  checkEmail: {
    title: "Revise su correo electrónico",
    sentTo: "Le enviamos un mensaje a {{email}} con el siguiente paso.",
    existingAccount: "Si ya tiene una cuenta con esta dirección, inicie sesión.",
  },
};
