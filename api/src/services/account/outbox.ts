import { sql } from "kysely";
import type { Database } from "../../db/connect.ts";

/** The latest messages to one address, newest first: the browser tests read claim codes from here. */
export function latestMailTo(db: Database, to: string) {
  return db
    .selectFrom("mailOutbox")
    .select(["toAddress as to", "subject", "textBody as text", "transport", "sentAt", "createdAt"])
    .where(sql<string>`lower(to_address)`, "=", to.trim().toLowerCase())
    .orderBy("id", "desc")
    .limit(10)
    .execute();
}
