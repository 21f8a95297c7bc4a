/**
 * /claim: finding an unowned church and confirming it with the emailed code (ClaimPage, claim/).
 * English first, the Spanish beside it with the same keys (the catalogue test holds them together).
 */
import type { PartialCatalogue } from "../es.ts";

export const claimEn = {
  eyebrow: "Church accounts",
  description:
    "Is your church already in the directory? Find it, verify it with its listed email address, and manage its profile yourself.",
  /** The signed-in account owns a church already (one church per account). */
  alreadyManages: {
    title: "Your account already manages {{name}}",
    text: "An account can manage one church. You can update {{name}} from your profile. To manage another church, sign out and create a separate account for it.",
    goToProfile: "Go to your profile",
  },
  searchLabel: "Search churches",
  searchPlaceholder: "Search by church name, city or pastor name",
  /** The count beside the search: every unclaimed church, or those the search shows of them. */
  count_one: "{{count}} unclaimed church",
  count_other: "{{count}} unclaimed churches",
  shownOfTotal_one: "Showing {{shown}} of {{count}} unclaimed church",
  shownOfTotal_other: "Showing {{shown}} of {{count}} unclaimed churches",
  loadFailed: "The churches could not be loaded",
  noMatch: "No unclaimed church matches your search.",
  allClaimed: "Every church in the directory already has an owner.",
  clearSearch: "Clear Search",
  loadMore: "Load More ({{more}} more)",
  selected: "Selected",
  instructions: {
    title: "How to claim your church",
    step1: "Search for your church by name, city or pastor name.",
    step2: "Select your church from the list below.",
    step3: "Enter the church's listed email address; we send a 6-digit code to that address.",
    step4: "Enter the code to confirm, and manage your church from your profile.",
  },
  help: {
    title: "Can't find your church?",
    text: "Register it as a new church, or contact us if its listed email is out of date.",
    registerNew: "Register New Church",
    contactSupport: "Contact Support",
    contactText: "Please email our office and we will help you verify your church.",
  },
  /** The chosen church's two steps: the listed email, then the mailed code. */
  panel: {
    eyebrow: "Claim this church",
    email: "Verification Email",
    emailPlaceholder: "Enter the church's email address",
    emailHint: "This must match the church's listed email: {{hint}}",
    noListedEmail: "This church has no listed email. Please contact support to claim it.",
    submit: "Claim This Church",
    pending: "Claiming...",
    codeSent: "We sent a 6-digit code to <strong>{{to}}</strong>. It is valid for 15 minutes.",
    code: "Verification Code",
    sendNewCode: "Send a new code",
    sending: "Sending...",
    newCodeSent: "New code sent",
    checkAddress: "Check {{to}}.",
    confirm: "Confirm Claim",
  },
};

export const claimEs: PartialCatalogue<typeof claimEn> = {
  eyebrow: "Cuentas de iglesia",
  description:
    "¿Su iglesia ya figura en el directorio? Búsquela, verifíquela con el correo electrónico registrado y administre usted mismo su perfil.",
  alreadyManages: {
    title: "Su cuenta ya administra {{name}}",
    text: "Una cuenta puede administrar una sola iglesia. Puede actualizar {{name}} desde su perfil. Para administrar otra iglesia, cierre la sesión y cree una cuenta aparte para ella.",
    goToProfile: "Ir a su perfil",
  },
  searchLabel: "Buscar iglesias",
  searchPlaceholder: "Buscar por iglesia, ciudad o pastor",
  count_one: "{{count}} iglesia sin reclamar",
  count_other: "{{count}} iglesias sin reclamar",
  shownOfTotal_one: "Se muestran {{shown}} de {{count}} iglesia sin reclamar",
  shownOfTotal_other: "Se muestran {{shown}} de {{count}} iglesias sin reclamar",
  loadFailed: "No se pudieron cargar las iglesias",
  noMatch: "Ninguna iglesia sin reclamar coincide con su búsqueda.",
  allClaimed: "Todas las iglesias del directorio ya tienen un responsable.",
  clearSearch: "Borrar la búsqueda",
  loadMore: "Cargar más ({{more}} más)",
  selected: "Seleccionada",
  instructions: {
    title: "Cómo reclamar su iglesia",
    step1: "Busque su iglesia por nombre, ciudad o nombre del pastor.",
    step2: "Seleccione su iglesia en la lista de abajo.",
    step3:
      "Escriba el correo electrónico registrado de la iglesia; enviaremos un código de 6 dígitos a esa dirección.",
    step4: "Escriba el código para confirmar y administre su iglesia desde su perfil.",
  },
  help: {
    title: "¿No encuentra su iglesia?",
    text: "Regístrela como iglesia nueva, o escríbanos si su correo electrónico registrado ya no está vigente.",
    registerNew: "Registrar una iglesia nueva",
    contactSupport: "Contactar con soporte",
    contactText: "Escriba a nuestra oficina y le ayudaremos a verificar su iglesia.",
  },
  panel: {
    eyebrow: "Reclamar esta iglesia",
    email: "Correo electrónico de verificación",
    emailPlaceholder: "Escriba el correo electrónico de la iglesia",
    emailHint: "Debe coincidir con el correo electrónico registrado de la iglesia: {{hint}}",
    noListedEmail:
      "Esta iglesia no tiene un correo electrónico registrado. Contacte con soporte para reclamarla.",
    submit: "Reclamar esta iglesia",
    pending: "Reclamando...",
    codeSent: "Enviamos un código de 6 dígitos a <strong>{{to}}</strong>. Es válido durante 15 minutos.",
    code: "Código de verificación",
    sendNewCode: "Enviar un código nuevo",
    sending: "Enviando...",
    newCodeSent: "Código nuevo enviado",
    checkAddress: "Revise {{to}}.",
    confirm: "Confirmar la solicitud",
  },
};
