/**
 * The spreadsheet import of churches (docs/product/import.md): the fields a column can fill, the header names
 * each field is guessed from, the limits, and the procedures' inputs.
 */
import { z } from "zod";
import { MSG } from "./i18n/keys.ts";
import { idSchema } from "./ids.ts";

/** docs/product/import.md "Limits": the file's size and its number of data rows. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 10_000;
/** docs/product/import.md "Undo": a committed batch can be undone for this many days. */
export const IMPORT_UNDO_DAYS = 30;
/** docs/product/import.md "Duplicates": how near a church with the same or a similar name must be. */
export const IMPORT_DUPLICATE_RADIUS_M = 150;
/** pg_trgm similarity of the folded names at or above which two names are "similar". */
export const IMPORT_SIMILAR_NAME = 0.5;
/** The rows of the preview asked for at a time. */
export const IMPORT_PAGE_MAX = 100;

/** The church fields a column can fill, in the template's order. `id` names an existing church to update. */
export const IMPORT_FIELDS = [
  "id",
  "name",
  "pastorName",
  "address",
  "city",
  "state",
  "zipCode",
  "phone",
  "email",
  "website",
  "serviceTimes",
  "description",
  "memberCount",
  "worshipLanguages",
  "latitude",
  "longitude",
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** The fields without which a row cannot become a church (the shared schema's required ones). */
export const IMPORT_REQUIRED_FIELDS: readonly ImportField[] = ["name", "address", "city", "state", "zipCode"];

/**
 * Header names, folded (lower case, no accents, letters and digits only), that name each field, in English
 * and Spanish with the variants spreadsheets use. The template's own headers are the first of each list.
 */
export const IMPORT_HEADER_NAMES: Record<ImportField, readonly string[]> = {
  id: ["id", "church id", "churchid", "id iglesia", "identificador"],
  name: [
    "name",
    "church name",
    "church",
    "nombre",
    "nombre de la iglesia",
    "iglesia",
    "congregation",
    "congregacion",
  ],
  pastorName: [
    "pastor",
    "pastor name",
    "pastor's name",
    "minister",
    "nombre del pastor",
    "pastora",
    "ministro",
  ],
  address: [
    "address",
    "street",
    "street address",
    "address 1",
    "address line 1",
    "direccion",
    "calle",
    "domicilio",
  ],
  city: ["city", "town", "ciudad", "localidad", "municipio", "poblacion"],
  state: ["state", "st", "province", "estado", "provincia"],
  zipCode: ["zip", "zip code", "zipcode", "postal code", "postcode", "postal", "codigo postal", "cp", "c p"],
  phone: ["phone", "telephone", "phone number", "tel", "telefono", "numero de telefono", "celular"],
  email: ["email", "e-mail", "email address", "mail", "correo", "correo electronico", "e mail"],
  website: ["website", "web site", "web", "url", "site", "sitio web", "pagina web", "pagina"],
  serviceTimes: [
    "service times",
    "services",
    "worship times",
    "schedule",
    "horarios",
    "horario",
    "horarios de culto",
    "horario de servicios",
    "cultos",
  ],
  description: ["description", "about", "notes", "descripcion", "acerca de", "notas"],
  memberCount: ["members", "member count", "membership", "attendance", "miembros", "membresia", "asistencia"],
  worshipLanguages: ["languages", "language", "worship languages", "idiomas", "idioma", "lenguas"],
  latitude: ["latitude", "lat", "latitud"],
  longitude: ["longitude", "lng", "lon", "long", "longitud"],
};

/** A header as the table above spells it: lower case, accents gone, punctuation as single spaces. */
export function foldHeader(header: string): string {
  return header
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

const HEADER_LOOKUP = new Map<string, ImportField>(
  IMPORT_FIELDS.flatMap((field) =>
    IMPORT_HEADER_NAMES[field].map((name) => [foldHeader(name), field] as const),
  ),
);

/** Column index (as text) -> field; a column left out is ignored. */
export type ImportMapping = Partial<Record<string, ImportField>>;

/** The field each header names, the first column winning when two name the same field. */
export function guessImportMapping(headers: readonly string[]): ImportMapping {
  const mapping: ImportMapping = {};
  const taken = new Set<ImportField>();
  headers.forEach((header, index) => {
    const field = HEADER_LOOKUP.get(foldHeader(header));
    if (field && !taken.has(field)) {
      mapping[String(index)] = field;
      taken.add(field);
    }
  });
  return mapping;
}

export const importFieldSchema = z.enum(IMPORT_FIELDS);
export const importMappingSchema = z
  .record(z.string().regex(/^\d{1,3}$/), importFieldSchema)
  .refine((mapping) => new Set(Object.values(mapping)).size === Object.values(mapping).length, {
    message: MSG.imports.mapping.duplicateField,
  });

export const IMPORT_ROW_CLASSES = ["new", "update", "duplicate", "invalid"] as const;
export type ImportRowClass = (typeof IMPORT_ROW_CLASSES)[number];
export const IMPORT_MATCH_REASONS = [
  "id",
  "same_address",
  "same_name_nearby",
  "similar_name_nearby",
] as const;
export type ImportMatchReason = (typeof IMPORT_MATCH_REASONS)[number];
export const IMPORT_STATUSES = [
  "parsing",
  "mapping",
  "previewing",
  "preview",
  "committing",
  "committed",
  "undone",
  "failed",
  "discarded",
] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

const batchId = z.strictObject({ batchId: idSchema });
export const importBatchSchema = batchId;
export const importMappingInputSchema = z.strictObject({ batchId: idSchema, mapping: importMappingSchema });
export const importRowsSchema = z.strictObject({
  batchId: idSchema,
  class: z.enum(IMPORT_ROW_CLASSES).optional(),
  offset: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(IMPORT_PAGE_MAX).default(50),
});
export type ImportRowsInput = z.output<typeof importRowsSchema>;
export const importDecisionSchema = z.strictObject({
  batchId: idSchema,
  rowNumbers: z.array(z.number().int().min(1)).min(1).max(IMPORT_MAX_ROWS),
  excluded: z.boolean().optional(),
  duplicateAction: z.enum(["skip", "update"]).optional(),
});
export type ImportDecisionInput = z.output<typeof importDecisionSchema>;

// The refusals live in a module without schemas, so the catalogues that translate them bring no zod to the
// first page (i18n/first-page.test.ts).
export { IMPORT_MESSAGES } from "./import-messages.ts";
