import type { Adapters } from "../../adapters/index.ts";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/connect.ts";
import { forbidden, unauthorized } from "../../errors.ts";
import type { SessionUser } from "../auth/session.ts";

/** What the admin and social services read from the procedure context. */
export interface ServiceContext {
  db: Database;
  user: SessionUser | null;
  adapters: Adapters;
  config: Pick<Config, "ASSOCIATION_NAME" | "PUBLIC_BASE_URL">;
}
