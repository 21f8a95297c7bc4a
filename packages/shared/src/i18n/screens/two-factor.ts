/**
 * Two-factor sign-in: the sign-in's second step (LoginPage), the enrolment screen (/account/two-factor) and
 * the server's refusals (two-factor.ts). English first, the Spanish beside it with the same keys.
 */
import { TWO_FACTOR_MESSAGES } from "../../two-factor-messages.ts";
import type { PartialCatalogue } from "../es.ts";

export const twoFactorEn = {
  /** The sign-in's second step. */
  step: {
    title: "Confirm it's you",
    intro: "Your account has two-factor sign-in. Finish signing in with one of your second factors.",
    codeLabel: "Authenticator code",
    codeHelp: "The 6-digit code your authenticator app shows now.",
    recoveryLabel: "Recovery code",
    recoveryHelp: "One of the ten codes you saved when you set up two-factor sign-in. Each works once.",
    submit: "Verify",
    pending: "Verifying...",
    usePasskey: "Use a passkey",
    passkeyPending: "Waiting for your passkey...",
    useRecovery: "Use a recovery code instead",
    useCode: "Use an authenticator code instead",
    startOver: "Start over",
    passkeyCancelled: "The passkey request was cancelled or timed out.",
    failed: "Sign-in not completed",
  },
  /** /account/two-factor */
  page: {
    title: "Two-factor sign-in",
    description: "Add a second step to your sign-in: a passkey or a code from an authenticator app.",
    requiredTitle: "Set up two-factor sign-in to continue",
    requiredText:
      "Administrators must have a second factor before using the site. Add a passkey or an authenticator app below; you can do nothing else until then.",
    loadFailed: "Your two-factor settings could not be loaded",
    signInNeeded: "Please log in to manage your two-factor sign-in.",
    on: "On",
    off: "Off",
    continue: "Continue to the dashboard",
    remove: "Remove",
    removing: "Removing...",
    removed: "Removed",
  },
  app: {
    title: "Authenticator app",
    text: "An app on your phone shows a new 6-digit code every 30 seconds.",
    setUp: "Set up an authenticator app",
    starting: "Preparing...",
    scan: "Scan this QR code with your authenticator app, then enter the code it shows.",
    qrAlt: "QR code to add this account to an authenticator app",
    manualKey: "Cannot scan it? Enter this key in the app instead:",
    confirm: "Confirm",
    confirming: "Confirming...",
    enabled: "An authenticator app is set up.",
    added: "Authenticator app set up",
  },
  passkeys: {
    title: "Passkeys",
    text: "Sign in with your fingerprint, face, screen lock or a security key.",
    name: "Passkey name",
    namePlaceholder: "e.g. Office laptop",
    add: "Add a passkey",
    adding: "Waiting for your passkey...",
    none: "No passkeys yet.",
    added: "Passkey added",
    addedOn: "Added {{date}}",
    lastUsed: "Last used {{date}}",
    unsupported: "This browser cannot use passkeys. Use an authenticator app instead.",
    failed: "The passkey was not added",
  },
  recovery: {
    title: "Recovery codes",
    text: "If you lose your phone or passkey, each recovery code signs you in once.",
    left: "Unused codes: {{count}} of 10",
    newTitle: "Save your recovery codes",
    newText:
      "They are shown only this once. Keep them somewhere safe, apart from your phone: each one signs you in once if you lose your second factor.",
    copy: "Copy the codes",
    copied: "Codes copied",
    saved: "I have saved them",
    regenerate: "Make new codes",
    regenerating: "Making new codes...",
    regenerateText: "New codes replace the old ones, which stop working.",
  },
  /** The card on /profile. */
  profileCard: {
    title: "Two-factor sign-in",
    text: "Add a passkey or an authenticator app, so a password alone cannot open your account.",
    manage: "Manage two-factor sign-in",
  },
};

/**
 * The server's refusals (two-factor-messages.ts), under `sharedMessages.twoFactor`: the catalogue's part that
 * the services raise as keys (MSG.sharedMessages.twoFactor...), written in the reader's language.
 */
export const twoFactorMessagesEn = { ...TWO_FACTOR_MESSAGES };

export const twoFactorEs: PartialCatalogue<typeof twoFactorEn> = {
  step: {
    title: "Confirme que es usted",
    intro:
      "Su cuenta tiene verificación en dos pasos. Termine de iniciar sesión con uno de sus segundos factores.",
    codeLabel: "Código de la aplicación de autenticación",
    codeHelp: "El código de 6 dígitos que muestra ahora su aplicación de autenticación.",
    recoveryLabel: "Código de recuperación",
    recoveryHelp:
      "Uno de los diez códigos que guardó al activar la verificación en dos pasos. Cada uno sirve una sola vez.",
    submit: "Verificar",
    pending: "Verificando...",
    usePasskey: "Usar una llave de acceso",
    passkeyPending: "Esperando su llave de acceso...",
    useRecovery: "Usar un código de recuperación",
    useCode: "Usar un código de la aplicación",
    startOver: "Volver a empezar",
    passkeyCancelled: "La solicitud de la llave de acceso se canceló o caducó.",
    failed: "No se completó el inicio de sesión",
  },
  page: {
    title: "Verificación en dos pasos",
    description:
      "Añada un segundo paso al iniciar sesión: una llave de acceso o un código de una aplicación de autenticación.",
    requiredTitle: "Active la verificación en dos pasos para continuar",
    requiredText:
      "Los administradores deben tener un segundo factor antes de usar el sitio. Añada una llave de acceso o una aplicación de autenticación; hasta entonces no podrá hacer nada más.",
    loadFailed: "No se pudo cargar su configuración de verificación en dos pasos",
    signInNeeded: "Inicie sesión para administrar su verificación en dos pasos.",
    on: "Activada",
    off: "Desactivada",
    continue: "Continuar al panel",
    remove: "Quitar",
    removing: "Quitando...",
    removed: "Quitado",
  },
  app: {
    title: "Aplicación de autenticación",
    text: "Una aplicación en su teléfono muestra un código nuevo de 6 dígitos cada 30 segundos.",
    setUp: "Configurar una aplicación de autenticación",
    starting: "Preparando...",
    scan: "Escanee este código QR con su aplicación de autenticación y escriba el código que muestra.",
    qrAlt: "Código QR para añadir esta cuenta a una aplicación de autenticación",
    manualKey: "¿No puede escanearlo? Escriba esta clave en la aplicación:",
    confirm: "Confirmar",
    confirming: "Confirmando...",
    enabled: "Hay una aplicación de autenticación configurada.",
    added: "Aplicación de autenticación configurada",
  },
  passkeys: {
    title: "Llaves de acceso",
    text: "Inicie sesión con su huella, su cara, el bloqueo de pantalla o una llave de seguridad.",
    name: "Nombre de la llave de acceso",
    namePlaceholder: "p. ej., portátil de la oficina",
    add: "Añadir una llave de acceso",
    adding: "Esperando su llave de acceso...",
    none: "Aún no hay llaves de acceso.",
    added: "Llave de acceso añadida",
    addedOn: "Añadida el {{date}}",
    lastUsed: "Último uso: {{date}}",
    unsupported: "Este navegador no admite llaves de acceso. Use una aplicación de autenticación.",
    failed: "No se añadió la llave de acceso",
  },
  recovery: {
    title: "Códigos de recuperación",
    text: "Si pierde su teléfono o su llave de acceso, cada código de recuperación le permite entrar una vez.",
    left: "Códigos sin usar: {{count}} de 10",
    newTitle: "Guarde sus códigos de recuperación",
    newText:
      "Solo se muestran esta vez. Guárdelos en un lugar seguro, lejos de su teléfono: cada uno le permite entrar una vez si pierde su segundo factor.",
    copy: "Copiar los códigos",
    copied: "Códigos copiados",
    saved: "Ya los guardé",
    regenerate: "Crear códigos nuevos",
    regenerating: "Creando códigos nuevos...",
    regenerateText: "Los códigos nuevos sustituyen a los anteriores, que dejan de funcionar.",
  },
  profileCard: {
    title: "Verificación en dos pasos",
    text: "Añada una llave de acceso o una aplicación de autenticación, para que una contraseña sola no abra su cuenta.",
    manage: "Administrar la verificación en dos pasos",
  },
};

export const twoFactorMessagesEs: PartialCatalogue<typeof twoFactorMessagesEn> = {
  wrongCode: "Ese código no es correcto. Inténtelo de nuevo.",
  codeRequired: "Escriba el código de 6 dígitos de su aplicación de autenticación.",
  recoveryCodeRequired: "Escriba uno de sus códigos de recuperación.",
  noPendingSignIn: "Su inicio de sesión caducó. Escriba de nuevo su correo electrónico y su contraseña.",
  passkeyFailed: "No se pudo verificar la llave de acceso. Inténtelo de nuevo.",
  passkeyUnknown: "Esta llave de acceso no está registrada para su cuenta.",
  enrolmentRequired:
    "Los administradores deben activar la verificación en dos pasos antes de hacer cualquier otra cosa. Actívela ahora.",
  notEnrolling: "Vuelva a empezar la configuración de la aplicación de autenticación.",
  alreadyEnrolled: "Esta cuenta ya tiene una aplicación de autenticación configurada.",
  lastFactorRequired: "Los administradores deben conservar al menos un segundo factor.",
  accountDisabled: "Esta cuenta está desactivada. Póngase en contacto con un administrador.",
};
