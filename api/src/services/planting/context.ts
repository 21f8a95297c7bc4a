import type { Transaction } from "kysely";
import type { DB } from "../../db/types.ts";
import type { ServiceContext } from "../context.ts";

/** What the administrator services of church planting read from the procedure context. */
export type PlantingAdminContext = Pick<ServiceContext, "db" | "user">;

/** What the two public forms need: a place to store, the per-address limit and the geocoder. */
export type PlantingPublicContext = Pick<ServiceContext, "db" | "adapters" | "ip">;

export type Trx = Transaction<DB>;
