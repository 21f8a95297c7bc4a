import type { DirectoryFilter } from "@app/shared";
import { type RawBuilder, type SqlBool, sql } from "kysely";

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

export function isUnfiltered(filter: DirectoryFilter): boolean {
  return !filter.q && !filter.state && !filter.language;
}

/**
 * Approved churches matching the directory's filters. The search text is folded (lower case, no accents) on
 * both sides and matched as a substring of name, city or pastor, which the trigram indexes answer.
 */
export function directoryCondition(filter: DirectoryFilter): RawBuilder<SqlBool> {
  const parts = [sql<SqlBool>`churches.is_approved`];
  const text = filter.q?.trim();
  if (text) {
    const pattern = sql`directory_fold(${likeContains(text)})`;
    parts.push(
      sql<SqlBool>`(directory_fold(churches.name) LIKE ${pattern} OR directory_fold(churches.city) LIKE ${pattern} OR directory_fold(churches.pastor_name) LIKE ${pattern})`,
    );
  }
  if (filter.state) parts.push(sql<SqlBool>`churches.state = ${filter.state.toUpperCase()}`);
  if (filter.language) {
    parts.push(sql<SqlBool>`churches.worship_languages @> ARRAY[${filter.language}]::text[]`);
  }
  return sql<SqlBool>`(${sql.join(parts, sql` AND `)})`;
}

/** A stable text for a filter, to key caches of filtered answers. */
export function filterKey(filter: DirectoryFilter): string {
  return JSON.stringify([filter.q?.trim() ?? "", filter.state?.toUpperCase() ?? "", filter.language ?? ""]);
}
