/**
 * /profile: the owner's church as they see it and edit it (ProfilePage, profile/).
 * English first, the Spanish beside it with the same keys (the catalogue test holds them together).
 */
import type { PartialCatalogue } from "../es.ts";

export const profileEn = {
  loadFailed: "Your church profile could not be loaded",
  noChurchText:
    "Your account is not linked to a church yet. Register your church, or claim it if it is already listed, to manage its profile here.",
  eyebrow: "Your church",
  description: "Manage how your church appears in the directory.",
  approved: "Approved",
  pendingApproval: "Pending Approval",
  pendingText:
    "Your church is awaiting review by an administrator. It will appear in the public directory once it has been approved; we will email you within 24-48 hours.",
  edit: "Edit Profile",
  /** The church as the owner sees it (ProfileView). */
  view: {
    photoOf: "Photo of {{name}}",
    pastor: "Pastor",
    address: "Address",
    email: "Email",
    memberCount: "Member Count",
  },
};

export const profileEs: PartialCatalogue<typeof profileEn> = {
  loadFailed: "No se pudo cargar el perfil de su iglesia",
  noChurchText:
    "Su cuenta aún no está vinculada a ninguna iglesia. Registre su iglesia, o reclámela si ya figura en el directorio, para administrar su perfil aquí.",
  eyebrow: "Su iglesia",
  description: "Administre cómo aparece su iglesia en el directorio.",
  approved: "Aprobada",
  pendingApproval: "Pendiente de aprobación",
  pendingText:
    "Un administrador está revisando su iglesia. Aparecerá en el directorio público una vez aprobada; le escribiremos en un plazo de 24 a 48 horas.",
  edit: "Editar perfil",
  view: {
    photoOf: "Foto de {{name}}",
    pastor: "Pastor",
    address: "Dirección",
    email: "Correo electrónico",
    memberCount: "Número de miembros",
  },
};
