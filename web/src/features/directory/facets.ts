import type { ChurchFacet } from "@app/shared";
import type { IconType } from "react-icons";
import {
  LuAccessibility,
  LuALargeSmall,
  LuBaby,
  LuBlocks,
  LuCircleParking,
  LuEar,
  LuHand,
  LuToilet,
  LuUsers,
} from "react-icons/lu";

/**
 * The accessibility and family facets as the directory's filter and the church page show them
 * (docs/product/weekly-services.md, "Accessibility and family"). The list repeats @app/shared's CHURCH_FACETS,
 * checked against its type: the home route reads it up front, and importing @app/shared's values would put zod in
 * the first page.
 */
export const FACETS = [
  "stepFreeEntrance",
  "accessibleRestroom",
  "accessibleParking",
  "hearingLoop",
  "signLanguage",
  "largePrint",
  "nursery",
  "childrensProgramme",
  "youthGroup",
] as const satisfies readonly ChurchFacet[];

/** An icon for each facet; always beside its words, never alone. */
export const FACET_ICONS: Record<ChurchFacet, IconType> = {
  stepFreeEntrance: LuAccessibility,
  accessibleRestroom: LuToilet,
  hearingLoop: LuEar,
  signLanguage: LuHand,
  largePrint: LuALargeSmall,
  accessibleParking: LuCircleParking,
  nursery: LuBaby,
  childrensProgramme: LuBlocks,
  youthGroup: LuUsers,
};

const isFacet = (name: string): name is ChurchFacet => (FACETS as readonly string[]).includes(name);

/** The facets of the address's `facets=stepFreeEntrance,nursery`, in the list's order; unknown names dropped. */
export function facetsOf(value: unknown): ChurchFacet[] {
  if (typeof value !== "string") return [];
  const named = new Set(value.split(",").map((name) => name.trim()));
  return FACETS.filter((facet) => named.has(facet) && isFacet(facet));
}

/** The address's value for these facets: absent for none. */
export function facetsParam(facets: readonly ChurchFacet[]): string | undefined {
  const ordered = FACETS.filter((facet) => facets.includes(facet));
  return ordered.length > 0 ? ordered.join(",") : undefined;
}
