/**
 * /admin/accounts: the administrator's accounts screen (features/accounts/admin) and its refusals.
 * English first, the Spanish beside it with the same keys.
 */
import { ACCOUNT_ADMIN_MESSAGES } from "../../two-factor-messages.ts";
import type { PartialCatalogue } from "../es.ts";

export const accountAdminEn = {
  title: "Accounts",
  description:
    "Find an account, disable or enable it, change who administers the site, and reset second factors.",
  tile: "Accounts",
  tileText: "Search accounts, disable them, choose administrators.",
  search: "Search accounts",
  searchPlaceholder: "Email or name",
  loadFailed: "The accounts could not be loaded",
  empty: "No accounts match.",
  noChurch: "No church",
  lastSignIn: "Last sign-in: {{date}}",
  neverSignedIn: "Never signed in",
  admin: "Administrator",
  church: "Church account",
  disabled: "Disabled",
  twoFactorOn: "Two-factor on",
  you: "You",
  actionsLabel: "Actions",
  actionsFor: "Actions for {{email}}",
  actions: {
    disable: "Disable",
    enable: "Enable",
    promote: "Make administrator",
    demote: "Make church account",
    endSessions: "Sign out everywhere",
    resetSecondFactor: "Reset second factor",
  },
  confirm: {
    disable:
      "Disable {{email}}? The account is signed out everywhere and cannot sign in until it is enabled again.",
    enable: "Enable {{email}}? The account can sign in again.",
    promote: "Make {{email}} an administrator? The account can then change everything on the site.",
    demote: "Make {{email}} a church account? The account loses access to the administration at once.",
    endSessions: "Sign {{email}} out on every device?",
    resetSecondFactor:
      "Remove every passkey, authenticator app and recovery code of {{email}}? The account is signed out and signs in with its password alone (an administrator must then set up a new second factor).",
    submit: "Confirm",
    pending: "Working...",
    cancel: "Cancel",
  },
  done: {
    disable: "Account disabled",
    enable: "Account enabled",
    promote: "Now an administrator",
    demote: "Now a church account",
    endSessions: "Signed out everywhere",
    resetSecondFactor: "Second factor reset",
  },
  failed: "The change was not made",
  messages: { ...ACCOUNT_ADMIN_MESSAGES },
};

export const accountAdminEs: PartialCatalogue<typeof accountAdminEn> = {
  title: "Cuentas",
  description:
    "Busque una cuenta, desactívela o actívela, decida quién administra el sitio y restablezca segundos factores.",
  tile: "Cuentas",
  tileText: "Buscar cuentas, desactivarlas, elegir administradores.",
  search: "Buscar cuentas",
  searchPlaceholder: "Correo electrónico o nombre",
  loadFailed: "No se pudieron cargar las cuentas",
  empty: "Ninguna cuenta coincide.",
  noChurch: "Sin iglesia",
  lastSignIn: "Último inicio de sesión: {{date}}",
  neverSignedIn: "Nunca ha iniciado sesión",
  admin: "Administrador",
  church: "Cuenta de iglesia",
  disabled: "Desactivada",
  twoFactorOn: "Dos pasos activada",
  you: "Usted",
  actionsLabel: "Acciones",
  actionsFor: "Acciones para {{email}}",
  actions: {
    disable: "Desactivar",
    enable: "Activar",
    promote: "Hacer administrador",
    demote: "Hacer cuenta de iglesia",
    endSessions: "Cerrar todas las sesiones",
    resetSecondFactor: "Restablecer el segundo factor",
  },
  confirm: {
    disable:
      "¿Desactivar {{email}}? Se cierran todas sus sesiones y no podrá iniciar sesión hasta que se active de nuevo.",
    enable: "¿Activar {{email}}? La cuenta podrá iniciar sesión de nuevo.",
    promote: "¿Hacer administrador a {{email}}? La cuenta podrá cambiar todo el sitio.",
    demote: "¿Hacer de {{email}} una cuenta de iglesia? Pierde al instante el acceso a la administración.",
    endSessions: "¿Cerrar la sesión de {{email}} en todos los dispositivos?",
    resetSecondFactor:
      "¿Quitar todas las llaves de acceso, aplicaciones de autenticación y códigos de recuperación de {{email}}? Se cierran sus sesiones y entrará solo con su contraseña (un administrador deberá configurar un segundo factor nuevo).",
    submit: "Confirmar",
    pending: "Procesando...",
    cancel: "Cancelar",
  },
  done: {
    disable: "Cuenta desactivada",
    enable: "Cuenta activada",
    promote: "Ahora es administrador",
    demote: "Ahora es una cuenta de iglesia",
    endSessions: "Sesiones cerradas",
    resetSecondFactor: "Segundo factor restablecido",
  },
  failed: "No se hizo el cambio",
  messages: {
    notFound: "No se encontró la cuenta",
    lastAdministrator: "No se puede degradar ni desactivar al último administrador.",
    notYourself: "No puede hacer esto con su propia cuenta aquí.",
  },
};
