/**
 * Messages the shared schemas and services write outside messages.ts (auth.ts, events.ts, planting.ts,
 * resources.ts, service-messages.ts): the server's refusals. English is taken from those modules as it stands;
 * services raise them as keys (MSG.sharedMessages...), and the answer is written in the reader's language. Texts
 * built from values are templates here, held to their functions by the catalogue test.
 * English first, the Spanish beside it with the same keys (the catalogue test holds them together).
 */
import {
  CHURCH_MESSAGES,
  CLAIM_MESSAGES,
  EVENT_NOT_FOUND,
  FILE_TOO_LARGE_MESSAGE,
  HOST_CHURCH_NOT_FOUND,
  HTTP_MESSAGES,
  INVALID_FILE_TYPE_MESSAGE,
  LIMIT_MESSAGES,
  LOGIN_RATE_LIMITED,
  OWNER_EDIT_MESSAGES,
  PLANTING_MESSAGES,
  REGISTRATION_RATE_LIMITED,
  RESOURCE_NOT_FOUND,
  RESOURCE_TYPE_NOT_FOUND,
  SIGN_UP_FAILED_FALLBACK,
  SOCIAL_MESSAGES,
  TOO_MANY_RESOURCE_SUBMISSIONS,
  UNKNOWN_RESOURCE_TYPE,
  UPLOAD_MESSAGES,
} from "../../service-messages.ts";
import { WEEKLY_SERVICE_MESSAGES } from "../../weekly-service-messages.ts";
import type { PartialCatalogue } from "../es.ts";

export const sharedMessagesEn = {
  auth: {
    loginRateLimited: LOGIN_RATE_LIMITED,
    /** loginSlowDown(seconds): one template per English form, "1 second" and "N seconds". */
    loginSlowDownOneSecond: "Too many failed sign-in attempts. Please wait 1 second and try again.",
    loginSlowDown: "Too many failed sign-in attempts. Please wait {{seconds}} seconds and try again.",
    registrationRateLimited: REGISTRATION_RATE_LIMITED,
    signUpFailed: SIGN_UP_FAILED_FALLBACK,
  },
  events: { hostChurchNotFound: HOST_CHURCH_NOT_FOUND, eventNotFound: EVENT_NOT_FOUND },
  planting: { ...PLANTING_MESSAGES },
  resources: {
    tooManySubmissions: TOO_MANY_RESOURCE_SUBMISSIONS,
    unknownType: UNKNOWN_RESOURCE_TYPE,
    notFound: RESOURCE_NOT_FOUND,
    typeNotFound: RESOURCE_TYPE_NOT_FOUND,
    /** resourceTypeExists(name) */
    typeExists: 'A resource type named "{{name}}" already exists',
    /** resourceTypeInUse(name, count): the one-resource and the many-resources English forms. */
    typeInUseOne: '"{{name}}" is the type of 1 resource. Give it another type first, then delete it.',
    typeInUse: '"{{name}}" is the type of {{count}} resources. Give them another type first, then delete it.',
  },
  churches: { ...CHURCH_MESSAGES },
  claims: { ...CLAIM_MESSAGES },
  limits: { ...LIMIT_MESSAGES },
  ownerEdits: { ...OWNER_EDIT_MESSAGES },
  weeklyServices: { ...WEEKLY_SERVICE_MESSAGES },
  social: { ...SOCIAL_MESSAGES },
  http: { ...HTTP_MESSAGES },
  uploads: {
    ...UPLOAD_MESSAGES,
    fileTooLarge: FILE_TOO_LARGE_MESSAGE,
    invalidFileType: INVALID_FILE_TYPE_MESSAGE,
    /** tooManyPixelsMessage(megapixels) */
    tooManyPixels: "Image too large: Please upload a photo of at most {{megapixels}} megapixels",
    /** animationTooLargeMessage(megapixels) */
    animationTooLarge:
      "Animation too large: Please upload a still image, or an animation of at most {{megapixels}} megapixels in all its frames",
  },
};

export const sharedMessagesEs: PartialCatalogue<typeof sharedMessagesEn> = {
  auth: {
    loginRateLimited:
      "Demasiados intentos fallidos de inicio de sesión. Espere 15 minutos y vuelva a intentarlo.",
    loginSlowDownOneSecond:
      "Demasiados intentos fallidos de inicio de sesión. Espere 1 segundo y vuelva a intentarlo.",
    loginSlowDown:
      "Demasiados intentos fallidos de inicio de sesión. Espere {{seconds}} segundos y vuelva a intentarlo.",
    registrationRateLimited: "Demasiados registros desde su red. Espere una hora y vuelva a intentarlo.",
    signUpFailed: "No se pudo crear su cuenta. Vuelva a intentarlo.",
  },
  events: {
    hostChurchNotFound: "No se encontró la iglesia anfitriona",
    eventNotFound: "No se encontró el evento",
  },
  planting: {
    requestNotFound: "No se encontró la solicitud de plantación",
    candidateNotFound: "No se encontró el candidato pastoral",
    requestAlreadyMatched: "Esta solicitud ya tiene un candidato asignado",
    requestCompleted: "Esta solicitud está completada y no se le puede asignar un candidato",
    candidateNotApproved: "Solo se pueden asignar candidatos aprobados",
    candidateAlreadyMatched: "Este candidato ya está asignado a una solicitud",
    candidateNotAvailable: "Solo se pueden asignar candidatos disponibles",
    notMatched: "Esta solicitud no tiene ningún candidato asignado",
    requestMatchOnlyByMatching: "Use «Asignar un candidato» para asignar un candidato a una solicitud",
    candidateMatchOnlyByMatching: "Los candidatos se asignan desde la pestaña de solicitudes de plantación",
    undoRequestMatchFirst: "Esta solicitud tiene un candidato asignado. Primero deshaga la asignación.",
    undoCandidateMatchFirst: "Este candidato está asignado a una solicitud. Primero deshaga la asignación.",
    changedMeanwhile:
      "Otra persona acaba de modificar esta solicitud o este candidato. Actualice la página y vuelva a intentarlo.",
    tooManySubmissions:
      "Ha enviado varias solicitudes en poco tiempo. Espere una hora y vuelva a intentarlo.",
  },
  resources: {
    tooManySubmissions:
      "Ha enviado varios recursos en poco tiempo. Espere unos minutos y vuelva a intentarlo.",
    unknownType: "Elija uno de los tipos de recurso",
    notFound: "No se encontró el recurso",
    typeNotFound: "No se encontró el tipo de recurso",
    typeExists: "Ya existe un tipo de recurso llamado «{{name}}»",
    typeInUseOne: "«{{name}}» es el tipo de 1 recurso. Asígnele otro tipo primero y luego elimínelo.",
    typeInUse: "«{{name}}» es el tipo de {{count}} recursos. Asígneles otro tipo primero y luego elimínelo.",
  },
  churches: {
    notFound: "No se encontró la iglesia",
    manageOwnOnly: "Solo puede administrar su propia iglesia",
    noProfile: "No se encontró un perfil de iglesia. Primero registre su iglesia.",
  },
  claims: {
    churchNotFound: "No se encontró la iglesia",
    alreadyClaimed: "Otra cuenta ya reclamó esta iglesia.",
    noListedEmail:
      "Esta iglesia no tiene un correo electrónico registrado, así que no se puede verificar en línea. Comuníquese con soporte.",
    emailMismatch: "El correo electrónico que escribió no coincide con el correo registrado de la iglesia.",
    codeNotSent: "No pudimos enviar el código de verificación. Vuelva a intentarlo en unos minutos.",
    noPendingClaim: "No hay ninguna solicitud pendiente para esta iglesia. Pida un código nuevo.",
    codeExpired: "Este código ha vencido. Pida un código nuevo.",
    wrongCode: "Ese código no es correcto. Revise el correo y vuelva a intentarlo.",
    tooManyAttempts: "Demasiados códigos incorrectos. Pida un código nuevo.",
    tooManyRequests: "Demasiadas solicitudes de verificación. Espere unos minutos y vuelva a intentarlo.",
  },
  limits: {
    churchRegistration: "Demasiados registros desde esta dirección. Vuelva a intentarlo más tarde.",
    uploads: "Demasiadas cargas de archivos. Espere unos minutos y vuelva a intentarlo.",
    uploadBytesPerClient:
      "Llegó al límite de carga: puede subir hasta 25 MB de imágenes por hora. Vuelva a intentarlo más tarde.",
    uploadPixelsPerClient:
      "Llegó al límite de carga: puede subir imágenes de hasta 250 megapíxeles en total por hora. Vuelva a intentarlo más tarde.",
    storageFull:
      "El espacio para imágenes nuevas está lleno en este momento. Vuelva a intentarlo dentro de una hora.",
    imageQueueFull:
      "Se están procesando demasiadas imágenes en este momento. Vuelva a intentarlo en un minuto.",
    ownerEdits:
      "Guardó los datos de su iglesia muchas veces en la última hora. Vuelva a intentarlo más tarde.",
  },
  ownerEdits: {
    notFound: "No se encontró la edición del responsable",
    alreadyReverted: "Esta edición ya se revirtió.",
    changedSince:
      "La iglesia se modificó de nuevo después de esta edición. Revierta primero las ediciones posteriores o edite la iglesia directamente.",
    changedSinceReview:
      "Este campo se modificó de nuevo después de las ediciones que está revisando. Vuelva a cargar la lista y revíselo otra vez.",
    churchGone: "Esta iglesia ya no existe.",
    alreadyReviewed: "Estas ediciones ya se revisaron. Vuelva a cargar la lista para ver lo que queda.",
    nothingToRevert: "En estas ediciones no queda ningún cambio de este campo para revertir.",
    unknownField: "Campo desconocido",
  },
  weeklyServices: {
    time: "Escriba una hora como 9, 9:30 am o 18:00.",
    endBeforeStart: "El final debe ser posterior al comienzo.",
    days: "Elija al menos un día.",
    seasonOrder: "La temporada debe terminar el mismo día en que empieza o después.",
    tooMany: "Como máximo 30 servicios.",
  },
  social: { unknownPlatform: "Red social desconocida" },
  http: {
    notFound: "No encontrado",
    unauthorized: "No autorizado",
    forbidden: "No tiene permiso para hacer eso",
    crossSiteRefused: "No se permiten solicitudes desde otros sitios",
    jsonRequired: "Las solicitudes deben enviarse en formato JSON",
    methodNotAllowed: "Método no permitido",
    batchTooCostly: "Demasiadas consultas a la vez: envíe menos llamadas en un lote",
  },
  uploads: {
    invalidLink: "Este enlace de carga no es válido.",
    expiredLink: "Este enlace de carga ha vencido. Vuelva a intentarlo.",
    usedLink: "Este enlace de carga ya se usó. Comience una carga nueva.",
    uploadNotFound: "No se encontró la carga. Vuelva a subir la imagen.",
    imageNotFound: "No se encontró la imagen",
    invalidImageId: "Identificador de imagen no válido",
    unreachable: "No se pudo conectar con el servidor.",
    failed: "La carga no se completó. Vuelva a intentarlo.",
    unreadableAnswer: "El servidor envió una respuesta ilegible.",
    noImageAddress: "El servidor no envió la dirección de la imagen.",
    fileTooLarge: "Archivo demasiado grande: suba una imagen de menos de 5 MB",
    invalidFileType: "Tipo de archivo no válido: suba un archivo de imagen (JPG, PNG, etc.)",
    tooManyPixels: "Imagen demasiado grande: suba una foto de {{megapixels}} megapíxeles como máximo",
    animationTooLarge:
      "Animación demasiado grande: suba una imagen fija, o una animación de {{megapixels}} megapíxeles como máximo sumando todos sus fotogramas",
  },
};
