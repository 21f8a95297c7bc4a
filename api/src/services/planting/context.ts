import type { Transaction } from "kysely";
import type { Adapters } from "../../adapters/index.ts";
import type { Database } from "../../db/connect.ts";
import type { DB } from "../../db/types.ts";
import type { SessionUser } from "../auth/session.ts";

/** What the administrator services of church planting read from the procedure context. */
export interface PlantingAdminContext {
  db: Database;
  user: SessionUser | null;
}

/** What the two public forms need: a place to store, the per-address limit and the geocoder. */
export interface PlantingPublicContext {
  db: Database;
  adapters: Pick<Adapters, "rateLimiter" | "geocoder">;
  ip: string;
}

export type Trx = Transaction<DB>;
