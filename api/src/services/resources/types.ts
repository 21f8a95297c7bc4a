import {
  DEFAULT_RESOURCE_TYPE_COLOR,
  type ResourceTypeData,
  resourceTypeExists,
  UNKNOWN_RESOURCE_TYPE,
} from "@app/shared";
import { sql } from "kysely";
import type { Database } from "../../db/connect.ts";
import { DomainError, invalid } from "../../errors.ts";
import { requireAdmin } from "../access.ts";
import { recordAudit } from "../audit/record.ts";
import type { ServiceContext } from "../context.ts";

export interface ResourceType {
  id: number;
  name: string;
  color: string;
}

export function listResourceTypes({ db }: { db: Database }): Promise<ResourceType[]> {
  return db
    .selectFrom("resourceTypes")
    .select(["id", "name", "color"])
    .orderBy("name")
    .orderBy("id")
    .execute();
}

/**
 * The stored name of an existing type, matched case-insensitively ("Video" finds "video"), so resources
 * always carry the type's own spelling and join to its colour.
 */
export async function existingTypeName(db: Database, name: string): Promise<string> {
  const row = await db
    .selectFrom("resourceTypes")
    .select("name")
    .where(sql<string>`lower(${sql.ref("name")})`, "=", name.toLowerCase())
    .executeTakeFirst();
  if (!row) throw invalid(UNKNOWN_RESOURCE_TYPE, { type: [UNKNOWN_RESOURCE_TYPE] });
  return row.name;
}

export async function createResourceType(
  { db, user }: Pick<ServiceContext, "db" | "user">,
  input: ResourceTypeData,
): Promise<ResourceType> {
  const admin = await requireAdmin(db, user);
  return db.transaction().execute(async (trx) => {
    // One statement against the unique index on lower(name): two admins adding "Video" at once cannot both win.
    const created = await trx
      .insertInto("resourceTypes")
      .values({ name: input.name, color: input.color ?? DEFAULT_RESOURCE_TYPE_COLOR })
      .onConflict((oc) => oc.expression(sql`lower(name)`).doNothing())
      .returning(["id", "name", "color"])
      .executeTakeFirst();
    if (!created) {
      const message = resourceTypeExists(input.name);
      throw new DomainError("CONFLICT", message, { name: [message] });
    }
    await recordAudit(trx, admin, {
      action: "create",
      entity: "resource_type",
      entityId: created.id,
      summary: `Created resource type "${created.name}" (${created.color})`,
    });
    return created;
  });
}
