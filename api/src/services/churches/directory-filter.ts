import { type ChurchFacet, type DirectoryFilter, hasServiceFilter } from "@app/shared";
import { type RawBuilder, type SqlBool, sql } from "kysely";
import { serviceFilterCondition, serviceFilterSlot } from "../weekly-services/filter.ts";

/** `%`, `_` and the escape character itself match literally in the search text. */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, "\\$&")}%`;
}

/**
 * Churches the map can place: both coordinates present and non-zero (a zero is what an unset coordinate looks
 * like in imported data). Written exactly as the partial GiST indexes of migration 0007 are, so the planner
 * uses them.
 */
export const placedCondition = sql<SqlBool>`(churches.latitude IS NOT NULL AND churches.longitude IS NOT NULL AND churches.latitude <> 0 AND churches.longitude <> 0)`;
export const unplacedCondition = sql<SqlBool>`(churches.latitude IS NULL OR churches.longitude IS NULL OR churches.latitude = 0 OR churches.longitude = 0)`;

/** The unit-sphere point of a church, as indexed by churches_point_idx. */
export const churchPoint = sql`directory_point(churches.latitude::double precision, churches.longitude::double precision)`;

/** The filter part of a directory request (a page's, a viewport's), without its paging or bounds. */
export function directoryFilterOf(input: DirectoryFilter): DirectoryFilter {
  const { q, state, language, day, time, from, to, serviceLanguage, soon, facets } = input;
  return { q, state, language, day, time, from, to, serviceLanguage, soon, facets };
}

export function isUnfiltered(filter: DirectoryFilter): boolean {
  return (
    !filter.q && !filter.state && !filter.language && !hasServiceFilter(filter) && !filter.facets?.length
  );
}

/**
 * Approved churches matching the directory's filters. The search text is folded (lower case, no accents) on
 * both sides and matched as a substring of name, city or pastor (searchTextMatch).
 */
/**
 * A church whose name, city or pastor holds the text as a substring, folded (lower case, no accents) on both
 * sides: against the stored, folded search_text and its trigram index (migration 0012), for the directory and
 * the administrator's search alike.
 */
export function searchTextMatch(text: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`churches.search_text LIKE directory_fold(${likeContains(text)})`;
}

export function directoryCondition(filter: DirectoryFilter): RawBuilder<SqlBool> {
  const parts = [sql<SqlBool>`churches.is_approved`];
  const text = filter.q?.trim();
  if (text) {
    parts.push(searchTextMatch(text));
  }
  if (filter.state) parts.push(sql<SqlBool>`churches.state = ${filter.state.toUpperCase()}`);
  if (filter.language) {
    parts.push(sql<SqlBool>`churches.worship_languages @> ARRAY[${filter.language}]::text[]`);
  }
  if (hasServiceFilter(filter)) parts.push(serviceFilterCondition(filter));
  if (filter.facets?.length) parts.push(facetCondition(filter.facets));
  return sql<SqlBool>`(${sql.join(parts, sql` AND `)})`;
}

/** Each facet's column in church_facets (migration 0020). */
const FACET_COLUMNS: Record<ChurchFacet, string> = {
  stepFreeEntrance: "step_free_entrance",
  accessibleRestroom: "accessible_restroom",
  hearingLoop: "hearing_loop",
  signLanguage: "sign_language",
  largePrint: "large_print",
  accessibleParking: "accessible_parking",
  nursery: "nursery",
  childrensProgramme: "childrens_programme",
  youthGroup: "youth_group",
};

/**
 * Churches that answered yes to every facet named (docs/product/weekly-services.md, "Accessibility and family"):
 * an unknown answer is not a yes, so a facet filter, unlike a time filter, leaves out the churches that have not
 * said.
 */
function facetCondition(facets: readonly ChurchFacet[]): RawBuilder<SqlBool> {
  const answers = facets.map((facet) => sql<SqlBool>`${sql.ref(`f.${FACET_COLUMNS[facet]}`)}`);
  return sql<SqlBool>`EXISTS (SELECT 1 FROM church_facets f WHERE f.church_id = churches.id AND ${sql.join(answers, sql` AND `)})`;
}

/** A stable text for a filter, to key caches of filtered answers. */
export function filterKey(filter: DirectoryFilter): string {
  return JSON.stringify([
    filter.q?.trim() ?? "",
    filter.state?.toUpperCase() ?? "",
    filter.language ?? "",
    [...(filter.facets ?? [])].sort().join(","),
    // The service filters, and for "today" and "soon" the minutes they were asked in: their answer moves on.
    ...(hasServiceFilter(filter)
      ? [
          filter.day,
          filter.time,
          filter.from,
          filter.to,
          filter.serviceLanguage,
          filter.soon,
          serviceFilterSlot(filter),
        ]
      : []),
  ]);
}
