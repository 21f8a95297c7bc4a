import { z } from "zod";

/**
 * Accessibility and family facets (issue 41, docs/product/weekly-services.md, "Accessibility and family"): church-
 * level answers of yes, no or unknown. Unknown is the absence of an answer (null), never a "no": a church that has
 * not said is not counted as lacking step-free access.
 */
export const CHURCH_FACETS = [
  "stepFreeEntrance",
  "accessibleRestroom",
  "hearingLoop",
  "signLanguage",
  "largePrint",
  "accessibleParking",
  "nursery",
  "childrensProgramme",
  "youthGroup",
] as const;
export type ChurchFacet = (typeof CHURCH_FACETS)[number];

/** The two groups the forms and the church page show them in. */
export const ACCESSIBILITY_FACETS = [
  "stepFreeEntrance",
  "accessibleRestroom",
  "accessibleParking",
  "hearingLoop",
  "signLanguage",
  "largePrint",
] as const satisfies readonly ChurchFacet[];
export const FAMILY_FACETS = [
  "nursery",
  "childrensProgramme",
  "youthGroup",
] as const satisfies readonly ChurchFacet[];

/** true is yes, false is no, null (or absent) is unknown. */
const facetAnswer = z.boolean().nullish();

/** A church's answers: every facet may be left out (unknown). */
export const churchFacetsSchema = z.strictObject(
  Object.fromEntries(CHURCH_FACETS.map((facet) => [facet, facetAnswer])) as Record<
    ChurchFacet,
    typeof facetAnswer
  >,
);
export type ChurchFacetsInput = z.input<typeof churchFacetsSchema>;
/** As the server answers them: every facet, null when unknown. */
export type ChurchFacets = Record<ChurchFacet, boolean | null>;

/** Every facet unknown. A fresh object each time. */
function unknownFacets(): ChurchFacets {
  return Object.fromEntries(CHURCH_FACETS.map((facet) => [facet, null])) as ChurchFacets;
}

/** Any answers as the full record: unknown where nothing was said. */
export function completeFacets(answers: ChurchFacetsInput | null | undefined): ChurchFacets {
  const facets = unknownFacets();
  for (const facet of CHURCH_FACETS) facets[facet] = answers?.[facet] ?? null;
  return facets;
}

/**
 * The directory's facet filter: the churches that answered yes to every facet named. A query string names them
 * comma-separated (`facets=stepFreeEntrance,nursery`); tRPC sends a list. Unknown names are refused.
 */
export const facetFilterField = z.preprocess(
  (value) => {
    if (typeof value !== "string") return value;
    const names = value
      .split(",")
      .map((name) => name.trim())
      .filter(Boolean);
    return names.length > 0 ? names : undefined;
  },
  z
    .array(z.enum(CHURCH_FACETS))
    .max(CHURCH_FACETS.length)
    .transform((facets) => [...new Set(facets)])
    .optional(),
);
