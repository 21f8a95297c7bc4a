import {
  type ServiceFilter,
  STARTING_SOON_MINUTES,
  TIME_OF_DAY_WINDOWS,
  WEEKDAY_OF_FILTER,
} from "@app/shared";
import { type RawBuilder, type SqlBool, sql } from "kysely";

/**
 * The zone of a church whose own is not looked up yet (new, unplaced): the association's default zone
 * (config.ts, EVENTS_TIME_ZONE's default). A placed church has its own within minutes (settle.ts).
 */
const FALLBACK_TIME_ZONE = "America/Chicago";

/** How long an answer to "today", "this Sunday" or "soon" stands: its churches change as the clock moves. */
const RELATIVE_SLOT_MS = 5 * 60 * 1000;

const isRelative = (filter: ServiceFilter) =>
  filter.day === "today" || filter.day === "this-sunday" || Boolean(filter.soon);

/** For a cache key: the five minutes a relative filter was asked in ("" for the others, which never move). */
export function serviceFilterSlot(filter: ServiceFilter, now = new Date()): string {
  return isRelative(filter) ? String(Math.floor(now.getTime() / RELATIVE_SLOT_MS)) : "";
}

/** Whether service `s` is held on the local date `day` (its weekday, week of the month and season). */
function heldOn(day: RawBuilder<unknown>): RawBuilder<SqlBool> {
  return sql<SqlBool>`(
    extract(dow from ${day})::int = ANY(s.days)
    AND (s.week_of_month IS NULL
      OR (s.week_of_month = -1 AND ${day} + 7 >= (date_trunc('month', ${day}) + interval '1 month')::date)
      OR s.week_of_month = ceil(extract(day from ${day}) / 7.0)::int)
    AND (s.season_from IS NULL OR ${day} >= s.season_from)
    AND (s.season_to IS NULL OR ${day} <= s.season_to))`;
}

/**
 * A church has a service matching the filter (docs/product/weekly-services.md, "Finding a time"), read in the
 * church's own zone at `now`. Service `s`, its church's local time `l.t`.
 */
export function serviceMatch(filter: ServiceFilter, now = new Date()): RawBuilder<SqlBool> {
  const localDate = sql`l.t::date`;
  const localMinute = sql`(extract(hour from l.t) * 60 + extract(minute from l.t))::int`;
  const parts: RawBuilder<SqlBool>[] = [];
  const weekday = filter.day ? WEEKDAY_OF_FILTER[filter.day] : undefined;
  if (weekday !== undefined) parts.push(sql<SqlBool>`${weekday}::int = ANY(s.days)`);
  if (filter.day === "today") parts.push(heldOn(localDate));
  if (filter.day === "this-sunday") {
    parts.push(heldOn(sql`(${localDate} + ((7 - extract(dow from ${localDate})::int) % 7))`));
  }
  if (filter.time) {
    const window = TIME_OF_DAY_WINDOWS[filter.time];
    parts.push(sql<SqlBool>`s.start_minute BETWEEN ${window.from} AND ${window.to}`);
  }
  if (filter.from !== undefined) parts.push(sql<SqlBool>`s.start_minute >= ${filter.from}`);
  if (filter.to !== undefined) parts.push(sql<SqlBool>`s.start_minute <= ${filter.to}`);
  if (filter.serviceLanguage) parts.push(sql<SqlBool>`${filter.serviceLanguage}::varchar = ANY(s.languages)`);
  if (filter.soon) {
    // From now to three hours on, today's services and, late in the evening, tomorrow's early ones.
    const until = sql`(${localMinute} + ${STARTING_SOON_MINUTES})`;
    parts.push(sql<SqlBool>`(
      (${heldOn(localDate)} AND s.start_minute >= ${localMinute} AND s.start_minute <= ${until})
      OR (${until} >= 1440 AND ${heldOn(sql`(${localDate} + 1)`)} AND s.start_minute <= ${until} - 1440))`);
  }
  const conditions = parts.length > 0 ? sql.join(parts, sql` AND `) : sql`true`;
  return sql<SqlBool>`EXISTS (
    SELECT 1 FROM church_services s
    LEFT JOIN church_schedules z ON z.church_id = s.church_id
    CROSS JOIN LATERAL (
      SELECT (${now.toISOString()}::timestamptz AT TIME ZONE coalesce(nullif(z.time_zone, ''), ${FALLBACK_TIME_ZONE})) AS t
    ) l
    WHERE s.church_id = churches.id AND ${conditions})`;
}

/** A church lists no weekly services: a time filter never hides it, it comes after the ones that match. */
export const timesNotListed = sql<SqlBool>`NOT EXISTS (SELECT 1 FROM church_services s WHERE s.church_id = churches.id)`;

/** The churches a service filter keeps: those with a matching service, and those whose times are not listed. */
export function serviceFilterCondition(filter: ServiceFilter, now = new Date()): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${serviceMatch(filter, now)} OR ${timesNotListed})`;
}
