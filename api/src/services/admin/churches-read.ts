import type { Database } from "../../db/connect.ts";
import { notFound } from "../../errors.ts";
import { requireAdmin } from "../access.ts";
import { type PublicChurch, publicChurchColumns } from "../churches/public.ts";
import type { ServiceContext } from "../context.ts";

/** What the dashboard sees of a church: the public view plus approval, ownership and placement. */
export interface AdminChurch extends PublicChurch {
  isApproved: boolean;
  coordinatesManual: boolean;
  ownerId: number | null;
  ownerEmail: string | null;
  createdAt: Date;
  updatedAt: Date;
}

function adminChurchQuery(db: Database) {
  return db
    .selectFrom("churches")
    .leftJoin("users as owner", "owner.id", "churches.ownerId")
    .select(publicChurchColumns.map((column) => `churches.${column}` as const))
    .select([
      "churches.isApproved",
      "churches.coordinatesManual",
      "churches.ownerId",
      "owner.email as ownerEmail",
      "churches.createdAt",
      "churches.updatedAt",
    ]);
}

export async function listAllChurches({
  db,
  user,
}: Pick<ServiceContext, "db" | "user">): Promise<AdminChurch[]> {
  await requireAdmin(db, user);
  return adminChurchQuery(db).orderBy("churches.name").orderBy("churches.id").execute();
}

/** Oldest first: the queue is worked through in the order churches registered. */
export async function listPendingChurches({
  db,
  user,
}: Pick<ServiceContext, "db" | "user">): Promise<AdminChurch[]> {
  await requireAdmin(db, user);
  return adminChurchQuery(db)
    .where("churches.isApproved", "=", false)
    .orderBy("churches.createdAt")
    .orderBy("churches.id")
    .execute();
}

export async function adminChurchById(db: Database, id: number): Promise<AdminChurch> {
  const church = await adminChurchQuery(db).where("churches.id", "=", id).executeTakeFirst();
  if (!church) throw notFound("Church not found");
  return church;
}
