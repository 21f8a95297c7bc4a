/**
 * The admin dashboard's churches: the list, the church dialog, deleting, pending churches.
 * English first, the Spanish beside it with the same keys (the catalogue test holds them together).
 * The dialog's field labels are the account forms' (`account.church.*`) where the two say the same.
 */
import type { PartialCatalogue } from "../es.ts";

export const adminChurchesEn = {
  approved: "Approved",
  pending: "Pending",
  notOnMap: "Not on map",
  placedByHand: "Placed by hand",
  edit: "Edit",
  editChurch: "Edit {{name}}",
  deleteChurch: "Delete {{name}}",
  /** The Church Management card. */
  management: {
    title: "Church Management",
    description: "Add, edit and delete churches in the directory.",
    add: "Add Church",
    search: "Search churches",
    searchPlaceholder: "Search by name, city, pastor or ZIP",
    loading: "Loading churches...",
    empty: "No churches yet",
    emptyHint: "Add the first one.",
    noMatch: "No churches match your search",
    showing: "Showing {{shown}} of {{total}}",
    showMore: "Show more",
  },
  /** The add/edit dialog. */
  dialog: {
    addTitle: "Add Church",
    editTitle: "Edit Church",
    email: "Email",
    memberCount: "Member Count",
    serviceTimesPlaceholder: "Sunday 9:00 AM\nSunday 11:00 AM",
    latitude: "Latitude",
    longitude: "Longitude",
    placedAt:
      "Placed from the address at {{latitude}}, {{longitude}}. Leave empty to keep placing it from the address.",
    placeFromAddress: "Leave empty to place the church from its address.",
    image: "Church Image",
    imageLabel: "Church image",
    imageHelp: "One image, up to 5MB. JPG or PNG recommended.",
    create: "Create Church",
    creating: "Creating...",
    save: "Save Changes",
    saving: "Saving...",
    created: "Church created",
    updated: "Church updated",
    saved: "{{name}} has been saved.",
  },
  /** Deleting a church. */
  remove: {
    title: "Delete church?",
    body: "<strong>{{name}}</strong> will be removed from the directory together with its events. This cannot be undone.",
    done: "Church deleted",
    doneDescription: "{{name}} has been removed.",
  },
  /** The Pending Church Approvals card. */
  pendingList: {
    title: "Pending Church Approvals",
    description:
      "Churches registered without review. Approving one lists it in the public directory and emails its contacts.",
    loading: "Loading pending churches...",
    empty: "No churches waiting for approval",
    registeredBy: "Registered {{date}} by {{email}}",
    registeredWithoutAccount: "Registered {{date}} without an account",
    approve: "Approve",
    approving: "Approving...",
    approved: "Church approved",
    approvedDescription: "{{name}} is now listed in the directory.",
  },
};

export const adminChurchesEs: PartialCatalogue<typeof adminChurchesEn> = {
  approved: "Aprobada",
  pending: "Pendiente",
  notOnMap: "Fuera del mapa",
  placedByHand: "Ubicada a mano",
  edit: "Editar",
  editChurch: "Editar {{name}}",
  deleteChurch: "Eliminar {{name}}",
  management: {
    title: "Administración de iglesias",
    description: "Agregue, edite y elimine iglesias del directorio.",
    add: "Agregar iglesia",
    search: "Buscar iglesias",
    searchPlaceholder: "Buscar por nombre, ciudad, pastor o código postal",
    loading: "Cargando iglesias...",
    empty: "Todavía no hay iglesias",
    emptyHint: "Agregue la primera.",
    noMatch: "Ninguna iglesia coincide con su búsqueda",
    showing: "Se muestran {{shown}} de {{total}}",
    showMore: "Mostrar más",
  },
  dialog: {
    addTitle: "Agregar iglesia",
    editTitle: "Editar iglesia",
    email: "Correo electrónico",
    memberCount: "Número de miembros",
    serviceTimesPlaceholder: "Domingo 9:00 a. m.\nDomingo 11:00 a. m.",
    latitude: "Latitud",
    longitude: "Longitud",
    placedAt:
      "Ubicada según la dirección en {{latitude}}, {{longitude}}. Déjelo vacío para seguir ubicándola según la dirección.",
    placeFromAddress: "Déjelo vacío para ubicar la iglesia según su dirección.",
    image: "Imagen de la iglesia",
    imageLabel: "Imagen de la iglesia",
    imageHelp: "Una imagen, de hasta 5 MB. Se recomienda JPG o PNG.",
    create: "Crear iglesia",
    creating: "Creando...",
    save: "Guardar cambios",
    saving: "Guardando...",
    created: "Iglesia creada",
    updated: "Iglesia actualizada",
    saved: "{{name}} se ha guardado.",
  },
  remove: {
    title: "¿Eliminar la iglesia?",
    body: "<strong>{{name}}</strong> se quitará del directorio junto con sus eventos. Esta acción no se puede deshacer.",
    done: "Iglesia eliminada",
    doneDescription: "{{name}} se ha eliminado.",
  },
  pendingList: {
    title: "Iglesias pendientes de aprobación",
    description:
      "Iglesias registradas sin revisión. Al aprobar una, aparece en el directorio público y se avisa por correo a sus contactos.",
    loading: "Cargando iglesias pendientes...",
    empty: "No hay iglesias esperando aprobación",
    registeredBy: "Registrada el {{date}} por {{email}}",
    registeredWithoutAccount: "Registrada el {{date}} sin cuenta",
    approve: "Aprobar",
    approving: "Aprobando...",
    approved: "Iglesia aprobada",
    approvedDescription: "{{name}} ya aparece en el directorio.",
  },
};
