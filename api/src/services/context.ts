import type { Locale } from "@app/shared/i18n";
import type { Adapters } from "../adapters/index.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/connect.ts";
import type { SessionUser } from "./auth/session.ts";

/**
 * What a service may read from the call that reaches it: the procedure context without its HTTP parts.
 * Each service names the parts it reads (`Pick<ServiceContext, "db" | "user">`), so a test or a script
 * passes only those.
 */
export interface ServiceContext {
  db: Database;
  user: SessionUser | null;
  config: Config;
  adapters: Adapters;
  /** The client address (as far as TRUST_PROXY trusts the proxy), for rate limits. */
  ip: string;
  /** The requester's language (Accept-Language), for mails to the address they typed; English when absent. */
  locale?: Locale;
}
