import type { Database } from "../../db/connect.ts";
import { forbidden, unauthorized } from "../../errors.ts";
import type { SessionUser } from "../auth/session.ts";

export interface AdminServiceContext {
  db: Database;
  user: SessionUser | null;
}
