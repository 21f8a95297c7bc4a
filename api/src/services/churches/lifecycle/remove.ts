import { MSG } from "@app/shared/i18n";
import { notFound } from "../../../errors.ts";
import { adminWrite } from "../../audit/write.ts";
import type { ServiceContext } from "../../context.ts";

/** Deleting a church also deletes its events (ON DELETE CASCADE); resources and users keep their rows. */
export function removeChurch(ctx: Pick<ServiceContext, "db" | "user">, id: number): Promise<{ id: number }> {
  return adminWrite(ctx, async (trx) => {
    const removed = await trx
      .deleteFrom("churches")
      .where("id", "=", id)
      .returning("name")
      .executeTakeFirst();
    if (!removed) throw notFound(MSG.sharedMessages.churches.notFound);
    return {
      result: { id },
      audit: {
        action: "delete",
        entity: "church",
        entityId: id,
        summary: `Deleted church "${removed.name}"`,
      },
    };
  });
}
