/**
 * The admin dashboard's churches: the list, the church dialog, deleting, pending churches.
 * English first, the Spanish beside it with the same keys (the catalogue test holds them together).
 */
import type { PartialCatalogue } from "../es.ts";

export const adminChurchesEn = {};

export const adminChurchesEs: PartialCatalogue<typeof adminChurchesEn> = {};
