import { DEFAULT_RESOURCE_TYPE_COLOR } from "@app/shared";
import { sql } from "kysely";
import type { Database } from "../../db/connect.ts";

/**
 * resources joined to their type's colour (types match case-insensitively, as their unique index does);
 * a type that no longer exists shows the default colour.
 */
export function resourcesWithColor(db: Database) {
  return db
    .selectFrom("resources")
    .leftJoin("resourceTypes", (join) =>
      join.on(sql<boolean>`lower(${sql.ref("resourceTypes.name")}) = lower(${sql.ref("resources.type")})`),
    )
    .select((eb) =>
      eb.fn.coalesce("resourceTypes.color", sql.lit(DEFAULT_RESOURCE_TYPE_COLOR)).as("typeColor"),
    );
}
