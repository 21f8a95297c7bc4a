/**
 * /admin/church-planting: requests, candidates, matching and the requests map.
 * English first, the Spanish beside it with the same keys (the catalogue test holds them together).
 */
import type { PartialCatalogue } from "../es.ts";

export const plantingAdminEn = {};

export const plantingAdminEs: PartialCatalogue<typeof plantingAdminEn> = {};
