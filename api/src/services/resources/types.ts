import { DEFAULT_RESOURCE_TYPE_COLOR, type ResourceTypeData, type ResourceTypeUpdateData } from "@app/shared";
import { type Message, MSG, msg } from "@app/shared/i18n";
import { type Selectable, sql } from "kysely";
import type { Database } from "../../db/connect.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import type { ResourceTypes } from "../../db/types.ts";
import { DomainError, invalid, notFound } from "../../errors.ts";
import { adminWrite } from "../audit/write.ts";
import type { ServiceContext } from "../context.ts";

export type ResourceType = Pick<Selectable<ResourceTypes>, "id" | "name" | "color">;

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
  if (!row)
    throw invalid(MSG.sharedMessages.resources.unknownType, {
      type: [MSG.sharedMessages.resources.unknownType],
    });
  return row.name;
}

/** resourceTypeInUse in packages/shared, as keys: "is the type of 1 resource" / "of 3 resources". */
const typeInUse = (name: string, count: number): Message =>
  count === 1
    ? msg(MSG.sharedMessages.resources.typeInUseOne, { name })
    : msg(MSG.sharedMessages.resources.typeInUse, { name, count });

export function createResourceType(
  ctx: Pick<ServiceContext, "db" | "user">,
  input: ResourceTypeData,
): Promise<ResourceType> {
  return adminWrite(ctx, async (trx) => {
    // One statement against the unique index on lower(name): two admins adding "Video" at once cannot both win.
    const created = await trx
      .insertInto("resourceTypes")
      .values({ name: input.name, color: input.color ?? DEFAULT_RESOURCE_TYPE_COLOR })
      .onConflict((oc) => oc.expression(sql`lower(name)`).doNothing())
      .returning(["id", "name", "color"])
      .executeTakeFirst();
    if (!created) {
      const message = msg(MSG.sharedMessages.resources.typeExists, { name: input.name });
      throw new DomainError("CONFLICT", message, { name: [message] });
    }
    return {
      result: created,
      audit: {
        action: "create",
        entity: "resource_type",
        entityId: created.id,
        summary: `Created resource type "${created.name}" (${created.color})`,
      },
    };
  });
}

/**
 * Renames or recolors a type. Resources carry their type by name, so a rename moves every resource of the
 * type with it, in the same transaction (the type's row locked, so a delete cannot run in between).
 */
export async function updateResourceType(
  ctx: Pick<ServiceContext, "db" | "user">,
  input: ResourceTypeUpdateData,
): Promise<ResourceType> {
  try {
    return await adminWrite(ctx, async (trx) => {
      const before = await trx
        .selectFrom("resourceTypes")
        .select(["id", "name", "color"])
        .where("id", "=", input.id)
        .forUpdate()
        .executeTakeFirst();
      if (!before) throw notFound(MSG.sharedMessages.resources.typeNotFound);
      const updated = await trx
        .updateTable("resourceTypes")
        .set({ name: input.name, color: input.color ?? before.color })
        .where("id", "=", input.id)
        .returning(["id", "name", "color"])
        .executeTakeFirstOrThrow();
      if (updated.name !== before.name) {
        await trx
          .updateTable("resources")
          .set({ type: updated.name })
          .where(sql<string>`lower(${sql.ref("type")})`, "=", before.name.toLowerCase())
          .execute();
      }
      return {
        result: updated,
        audit: {
          action: "update",
          entity: "resource_type",
          entityId: updated.id,
          summary: `Updated resource type "${before.name}" to "${updated.name}" (${updated.color})`,
        },
      };
    });
  } catch (error) {
    if (!isUniqueViolation(error, "resource_types_name_key")) throw error;
    const message = msg(MSG.sharedMessages.resources.typeExists, { name: input.name });
    throw new DomainError("CONFLICT", message, { name: [message] });
  }
}

/** Deletes a type no resource uses; one in use is refused with how many resources carry it. */
export function removeResourceType(
  ctx: Pick<ServiceContext, "db" | "user">,
  id: number,
): Promise<{ id: number }> {
  return adminWrite(ctx, async (trx) => {
    const type = await trx
      .selectFrom("resourceTypes")
      .select(["id", "name"])
      .where("id", "=", id)
      .forUpdate()
      .executeTakeFirst();
    if (!type) throw notFound(MSG.sharedMessages.resources.typeNotFound);
    const { count } = await trx
      .selectFrom("resources")
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .where(sql<string>`lower(${sql.ref("type")})`, "=", type.name.toLowerCase())
      .executeTakeFirstOrThrow();
    if (Number(count) > 0) throw new DomainError("CONFLICT", typeInUse(type.name, Number(count)));
    await trx.deleteFrom("resourceTypes").where("id", "=", id).execute();
    return {
      result: { id },
      audit: {
        action: "delete",
        entity: "resource_type",
        entityId: id,
        summary: `Deleted resource type "${type.name}"`,
      },
    };
  });
}
