/**
 * What the command-line tools (db:migrate, db:seed, admin:create) share: flag parsing, DATABASE_URL checks,
 * messages without passwords, and exit codes (2 for a usage error, with the usage text; 1 for a failure).
 */
import { type ParseArgsConfig, parseArgs } from "node:util";
import { sql } from "kysely";
import { type Connection, connect } from "../db/connect.ts";

export class UsageError extends Error {}

type Options = NonNullable<ParseArgsConfig["options"]>;

/** Parses flags strictly (no positionals); `--help` / `-h` is always accepted. */
export function parseFlags<T extends Options>(options: T) {
  try {
    return parseArgs({
      options: { ...options, help: { type: "boolean", short: "h", default: false } } as T & {
        help: { type: "boolean"; short: "h"; default: false };
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** DATABASE_URL from the environment, checked; `required: false` returns undefined when it is unset. */
export function databaseUrlFromEnv(required: true): string;
export function databaseUrlFromEnv(required: false): string | undefined;
export function databaseUrlFromEnv(required: boolean): string | undefined {
  const value = process.env.DATABASE_URL?.trim();
  if (!value) {
    if (required) throw new UsageError("DATABASE_URL is required: the PostgreSQL database to work on.");
    return undefined;
  }
  let valid = /^postgres(ql)?:\/\//.test(value);
  try {
    new URL(value);
  } catch {
    valid = false;
  }
  if (!valid) throw new UsageError("DATABASE_URL must be a postgres:// or postgresql:// URL.");
  return value;
}

/** The URL without its password, for messages. */
export function redact(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    if (url.password) url.password = "***";
    return url.toString();
  } catch {
    return "(unparsable DATABASE_URL)";
  }
}

/** Node reports a refused connection to "localhost" as an AggregateError with an empty message. */
export function describe(error: unknown): string {
  if (error instanceof AggregateError && !error.message) {
    return error.errors.map((inner) => describe(inner)).join("; ");
  }
  if (error instanceof Error) {
    return error.message || ("code" in error ? String(error.code) : error.name);
  }
  return String(error);
}

/** Connects to PostgreSQL and checks it answers, so an unreachable server gives one clear line. */
export async function connectPostgres(databaseUrl: string, statementTimeoutMs: number): Promise<Connection> {
  const connection = await connect({ databaseUrl, poolSize: 2, statementTimeoutMs });
  try {
    await sql`SELECT 1`.execute(connection.db);
  } catch (error) {
    await connection.close();
    throw new Error(`Cannot reach the database at ${redact(databaseUrl)}: ${describe(error)}`);
  }
  return connection;
}

/** Runs a tool's main function and sets the exit code: 0, 2 (usage, with the usage text) or 1 (failure). */
export async function runCli(name: string, usage: string, main: () => Promise<void>): Promise<void> {
  try {
    await main();
    process.exitCode = 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${name}: ${error.message}\n\n${usage}`);
      process.exitCode = 2;
      return;
    }
    console.error(`${name} failed: ${describe(error)}`);
    if (error instanceof Error && error.cause) console.error(`Cause: ${describe(error.cause)}`);
    process.exitCode = 1;
  }
}
