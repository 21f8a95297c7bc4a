import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";

const booleanish = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1");

/** proxy-addr's names for address ranges, accepted in a TRUST_PROXY list. */
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrCidr(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = "", prefix, extra] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies may set X-Forwarded-For: off (the socket address is the client), a hop count, or the proxies'
 * addresses and CIDRs. "true" (trust any hop) is refused: every client could then choose its own address.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, context): false | number | string[] => {
    if (value === "false" || value === "0") return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(",").map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isAddressOrCidr(entry));
    if (bad.length === 0) return entries;
    context.addIssue({
      code: "custom",
      message:
        value === "true"
          ? "true would trust any client's X-Forwarded-For: give the number of proxies in front, or their addresses"
          : `expected false, a hop count, or proxy addresses/CIDRs separated by commas (not: ${bad.join(", ")})`,
    });
    return z.NEVER;
  });

/** Every environment variable the server reads. `.env.example` documents the same list. */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** Unset: the address the server listens on (http://localhost:PORT), for links in mail and calendars. */
  PUBLIC_BASE_URL: z
    .url()
    .regex(/^https?:\/\//, "must be an http:// or https:// URL")
    .transform((url) => url.replace(/\/+$/, ""))
    .optional(),
  TRUST_PROXY: trustProxy.default(false),
  ASSOCIATION_NAME: z.string().min(1).max(120).default("Heartland Church Network"),
  ADMIN_EMAIL: z.email().default("admin@example.org"),
  ADMIN_PASSWORD: z.string().min(8).max(128).optional(),
  /**
   * Whether every administrator must have a second factor before doing anything (docs/product/accounts-admin.md).
   * Unset: required under NODE_ENV=production, optional otherwise; "optional" relaxes it for a first setup.
   */
  ADMIN_2FA: z.enum(["required", "optional"]).optional(),
  MAP_STYLE_URL: z.url().optional(),
  /** A PMTiles extract (e.g. a Protomaps build of the association's states) served at /map/basemap.pmtiles. */
  MAP_PMTILES_PATH: z.string().min(1).optional(),
  /** The newsletter sign-up page linked from the footer; unset hides the link. */
  NEWSLETTER_URL: z
    .url()
    .regex(/^https?:\/\//, "must be an http:// or https:// URL")
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Heartland Church Network <no-reply@example.org>"),
  GEOCODER: z.enum(["offline", "census"]).default("offline"),
  EVENTS_TIME_ZONE: z.string().min(1).default("America/Chicago"),
  WEB_DIST_DIR: z.string().min(1).default("web/dist"),
  SEED_DEMO: booleanish.optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  DB_POOL_SIZE: z.coerce.number().int().positive().max(100).default(10),
  /**
   * Multiplies every rate limit (sign-ups, registrations, logins, submissions per client). 1 in production;
   * a test server whose every visitor is 127.0.0.1 (the browser tests) raises it.
   */
  RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(1000).default(1),
  /**
   * Load shedding (http/overload.ts): above any limit every request but /api/health gets a quick 503 with
   * Retry-After. 0 turns a limit off; unset, 64 requests in flight, the event loop's delay 1000 ms and its
   * utilisation 0.98, except under NODE_ENV=test (all off). 64, not 100: at twice the load an instance can serve,
   * 100 admitted requests took over 10 s each and hundreds timed out, 64 none (scripts/fault-cluster.ts, step 4);
   * it stays above bench:scale's 50 clients.
   */
  OVERLOAD_MAX_IN_FLIGHT: z.coerce.number().int().min(0).optional(),
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).optional(),
  OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: z.coerce.number().min(0).max(1).optional(),
  OVERLOAD_RETRY_AFTER_S: z.coerce.number().int().min(1).max(3600).default(5),
  /**
   * After SIGTERM, how long the server keeps serving with /api/ready at 503 before it stops listening: the load
   * balancer's health-check interval times its unhealthy threshold, so it stops sending requests first. 0: stop
   * listening at once (SIGINT always does).
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /**
   * How long a client may take over its request line and headers. Headers are a few kilobytes: a phone on
   * a poor link sends them in well under a second, so 10 s only ever cuts off a client that holds a
   * connection open by dribbling them (slowloris).
   */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /**
   * How long a client may take over its whole request, body included (then a 408 and the connection closes).
   * The largest body is a 5 MB image upload: 120 s still lets it through at 0.35 Mbit/s, a slow 3G uplink,
   * while a trickled body can no longer hold a connection for ever (issue 38: 300 were open after 100 s).
   */
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
  /**
   * A connection on which no byte moves either way for this long is closed, whatever it is doing: a body
   * that stopped arriving goes long before the request timeout. No answer is silent this long (every
   * database statement stops at DB_STATEMENT_TIMEOUT_MS).
   */
  HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /**
   * How long an idle kept-alive connection waits for its next request. Above the 60 s for which proxies and
   * load balancers (nginx, AWS ALB) keep their connections to the app: a shorter one races the proxy reusing
   * a connection the app is closing, and the proxy answers 502. An idle connection holds no request and no
   * buffer; served directly, without a proxy, 5000 frees them sooner.
   */
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().positive().default(72_000),
  /**
   * A CDN in front (http/cache.ts): "on" adds Surrogate-Key and Cache-Tag headers naming what each public answer
   * shows (church-123, directory, events, resources), so a purge by key drops exactly the answers an edit changed.
   */
  CDN_SURROGATE_KEYS: z
    .enum(["on", "off", "true", "false", "1", "0"])
    .transform((value) => value === "on" || value === "true" || value === "1")
    .default(false),
  /**
   * The licence of the open data exports (/api/open-data/*, the Open data page), as an SPDX identifier; its text
   * is linked from spdx.org. The association decides it: CC-BY-4.0 asks reusers to credit the directory.
   */
  OPEN_DATA_LICENSE: z
    .string()
    .regex(/^[A-Za-z0-9.+-]{2,64}$/, "must be an SPDX licence identifier such as CC-BY-4.0 or ODbL-1.0")
    .default("CC-BY-4.0"),
  /**
   * The yearly re-confirmation of each listing (docs/product/freshness.md, docs/decisions/020-listing-freshness.md):
   * after STALE months a listing reads "Not confirmed since ...", after FLAG months administrators see it flagged;
   * ASK months after its last confirmation its owner is mailed, REMINDER days later reminded, HANDOVER days after
   * the first mail the church goes to the administrators' queue. The mailed link works for LINK days.
   */
  FRESHNESS_STALE_MONTHS: z.coerce.number().int().min(1).max(120).default(12),
  FRESHNESS_FLAG_MONTHS: z.coerce.number().int().min(1).max(240).default(24),
  RECONFIRM_ASK_MONTHS: z.coerce.number().int().min(1).max(120).default(11),
  RECONFIRM_REMINDER_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  RECONFIRM_HANDOVER_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  RECONFIRM_LINK_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Every recorded edit of a church, event or resource POSTs the keys it changed here, after its commit. */
  CDN_PURGE_URL: z
    .url()
    .regex(/^https?:\/\//, "must be an http:// or https:// URL")
    .optional(),
});

export type Env = z.infer<typeof envSchema>;

/** The names of every variable read, for the check that `.env.example` documents each one. */
export const ENV_VARIABLES = Object.keys(envSchema.shape);

export interface Config
  extends Omit<
    Env,
    | "SESSION_SECRET"
    | "PUBLIC_BASE_URL"
    | "OVERLOAD_MAX_IN_FLIGHT"
    | "OVERLOAD_MAX_EVENT_LOOP_DELAY_MS"
    | "OVERLOAD_MAX_EVENT_LOOP_UTILIZATION"
    | "ADMIN_2FA"
  > {
  /** Resolved: "required" when set so, or unset under NODE_ENV=production. */
  ADMIN_2FA: "required" | "optional";
  /** 0 when off, as the next two. */
  OVERLOAD_MAX_IN_FLIGHT: number;
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: number;
  OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: number;
  /**
   * The site's address without a trailing slash: PUBLIC_BASE_URL, else where the server listens. server.ts
   * fills in the real port after listening on PORT=0.
   */
  PUBLIC_BASE_URL: string;
  /** True when PUBLIC_BASE_URL was not set and the address is derived from HOST and PORT. */
  derivedBaseUrl: boolean;
  /** 32+ characters; generated once and kept under DATA_DIR in the embedded default. */
  SESSION_SECRET: string;
  /** True when no DATABASE_URL is set: PGlite under DATA_DIR. */
  embedded: boolean;
}

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError naming each bad variable. Never reads process.env elsewhere. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const values = parsed.data;
  if (values.HTTP_HEADERS_TIMEOUT_MS > values.HTTP_REQUEST_TIMEOUT_MS) {
    // Node refuses a headers timeout above the request's, which includes the headers.
    throw new ConfigError(
      "Invalid environment configuration:\n  HTTP_HEADERS_TIMEOUT_MS: must not exceed HTTP_REQUEST_TIMEOUT_MS",
    );
  }
  const embedded = !values.DATABASE_URL;
  let secret = values.SESSION_SECRET;
  if (!secret) {
    if (values.NODE_ENV === "production") {
      throw new ConfigError("Invalid environment configuration:\n  SESSION_SECRET: required in production");
    }
    secret = readOrCreateSecret(values.DATA_DIR);
  }
  return {
    ...values,
    SESSION_SECRET: secret,
    embedded,
    PUBLIC_BASE_URL: values.PUBLIC_BASE_URL ?? listeningUrl(values.HOST, values.PORT),
    derivedBaseUrl: values.PUBLIC_BASE_URL === undefined,
    ADMIN_2FA: values.ADMIN_2FA ?? (values.NODE_ENV === "production" ? "required" : "optional"),
    OVERLOAD_MAX_IN_FLIGHT: values.OVERLOAD_MAX_IN_FLIGHT ?? (values.NODE_ENV === "test" ? 0 : 64),
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS:
      values.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS ?? (values.NODE_ENV === "test" ? 0 : 1000),
    OVERLOAD_MAX_EVENT_LOOP_UTILIZATION:
      values.OVERLOAD_MAX_EVENT_LOOP_UTILIZATION ?? (values.NODE_ENV === "test" ? 0 : 0.98),
  };
}

/** The address a person on this machine opens for a server listening on host:port. */
export function listeningUrl(host: string, port: number): string {
  const wildcard = host === "0.0.0.0" || host === "::" || host === "[::]";
  const name = wildcard ? "localhost" : isIP(host) === 6 ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

function readOrCreateSecret(dataDir: string): string {
  const file = path.resolve(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
