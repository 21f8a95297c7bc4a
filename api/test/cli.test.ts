/**
 * The documented database commands (db:migrate, db:seed, admin:create), each run as a child process the way
 * `pnpm <command>` runs it in development, against a fresh PostgreSQL database of its own.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../src/services/auth/password.ts";
import { testDatabaseUrl, withDatabase } from "./test-env.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const commands = {
  migrate: "api/src/db/migrate-cli.ts",
  seed: "api/src/seed/seed-cli.ts",
  admin: "api/src/scripts/create-admin.ts",
} as const;
const migrationCount = readdirSync(new URL("../migrations", import.meta.url)).filter((name) =>
  /^\d{4}_[\w-]+\.sql$/.test(name),
).length;

interface Result {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command with only the given variables of its own (nothing inherited that picks a database). */
function run(
  command: keyof typeof commands,
  args: string[],
  env: Record<string, string> = {},
): Promise<Result> {
  const base = { ...process.env };
  for (const name of ["DATABASE_URL", "TEST_DATABASE_URL", "ADMIN_EMAIL", "ADMIN_PASSWORD", "DATA_DIR"]) {
    delete base[name];
  }
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", commands[command], ...args], {
      cwd: root,
      env: { ...base, ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

describe("bad arguments: exit 2 with the usage", () => {
  const postgres = "postgres://postgres@127.0.0.1:5432/unused";
  const cases: [string, keyof typeof commands, string[], Record<string, string>][] = [
    ["db:migrate without DATABASE_URL", "migrate", [], {}],
    ["db:migrate with a mysql:// DATABASE_URL", "migrate", [], { DATABASE_URL: "mysql://root@localhost/x" }],
    ["db:migrate with an unknown flag", "migrate", ["--force"], { DATABASE_URL: postgres }],
    ["db:seed with an invalid DATABASE_URL", "seed", [], { DATABASE_URL: "localhost:5432" }],
    ["db:seed without ADMIN_PASSWORD", "seed", [], { DATABASE_URL: postgres }],
    [
      "db:seed with an unknown flag",
      "seed",
      ["--demo"],
      { DATABASE_URL: postgres, ADMIN_PASSWORD: "x".repeat(12) },
    ],
    ["admin:create with an unknown flag", "admin", ["--name", "Ada"], {}],
    ["admin:create without a password", "admin", ["--email", "ops@example.org"], { DATABASE_URL: postgres }],
    [
      "admin:create with a short password",
      "admin",
      ["--email", "ops@example.org", "--password", "short"],
      { DATABASE_URL: postgres },
    ],
    [
      "admin:create with a password easy to guess",
      "admin",
      ["--email", "ops@example.org", "--password", "password1234"],
      { DATABASE_URL: postgres },
    ],
    [
      "admin:create with an invalid DATABASE_URL",
      "admin",
      ["--email", "ops@example.org", "--password", "long-enough-password"],
      { DATABASE_URL: "postgres//nope" },
    ],
  ];

  it("each command refuses its bad arguments before touching a database", async () => {
    const results = await Promise.all(cases.map(([, command, args, env]) => run(command, args, env)));
    results.forEach((result, index) => {
      const label = cases[index]?.[0];
      expect({ label, code: result.code }).toEqual({ label, code: 2 });
      expect(result.stderr, label).toContain("Usage");
    });
  }, 60_000);

  it("--help prints the usage and exits 0", async () => {
    const results = await Promise.all(
      (Object.keys(commands) as (keyof typeof commands)[]).map((command) => run(command, ["--help"])),
    );
    for (const result of results) {
      expect(result.code).toBe(0);
      expect(result.stdout).toContain("Usage");
    }
  }, 60_000);

  it("an unreachable database is a failure (exit 1), not a usage error", async () => {
    const result = await run("migrate", [], { DATABASE_URL: "postgres://postgres@127.0.0.1:1/nothing" });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("Cannot reach the database");
    expect(result.stderr).not.toContain("Usage");
  }, 30_000);
});

const serverUrl = testDatabaseUrl();

describe.skipIf(!serverUrl)("on PostgreSQL, each against a fresh database", () => {
  const server = serverUrl ?? "";
  const created: string[] = [];

  async function onServer<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query<T>(text, values)).rows;
    } finally {
      await client.end();
    }
  }

  async function freshDatabase(): Promise<string> {
    const name = `cli_${randomBytes(5).toString("hex")}`;
    await onServer(server, `CREATE DATABASE ${name}`);
    created.push(name);
    return withDatabase(server, name);
  }

  afterAll(async () => {
    for (const name of created) await onServer(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it("db:migrate creates the tables, and a second run changes nothing", async () => {
    const url = await freshDatabase();
    const first = await run("migrate", [], { DATABASE_URL: url });
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain("0001_init");

    const tables = await onServer<{ name: string }>(
      url,
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'",
    );
    expect(tables.map((table) => table.name)).toEqual(
      expect.arrayContaining(["users", "churches", "events", "resources", "sessions", "kysely_migration"]),
    );

    const second = await run("migrate", [], { DATABASE_URL: url });
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).toContain("already up to date");
    const applied = await onServer(url, "SELECT name FROM kysely_migration");
    expect(applied).toHaveLength(migrationCount);
  }, 60_000);

  it("db:seed loads the demo data, and a second run is a no-op", async () => {
    const url = await freshDatabase();
    const env = { DATABASE_URL: url, ADMIN_PASSWORD: "seeded-admin-password" };
    const first = await run("seed", [], env);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain("Demo data loaded");
    const count = async () =>
      (
        await onServer<{ churches: number; users: number; events: number }>(
          url,
          `SELECT (SELECT count(*)::int FROM churches) AS churches, (SELECT count(*)::int FROM users) AS users,
                  (SELECT count(*)::int FROM events) AS events`,
        )
      )[0];
    const before = await count();
    expect(before?.churches).toBeGreaterThan(0);

    const second = await run("seed", [], { ...env, ADMIN_PASSWORD: "another-password" });
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).toContain("nothing changed");
    expect(await count()).toEqual(before);
  }, 90_000);

  it("admin:create creates an administrator, and a second run resets its password", async () => {
    const url = await freshDatabase();
    const lookUp = async () =>
      onServer<{ role: string; password: string }>(url, "SELECT role, password FROM users WHERE email = $1", [
        "ops@example.org",
      ]);

    const first = await run("admin", ["--email", "Ops@Example.org", "--password", "first-password-1"], {
      DATABASE_URL: url,
    });
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain("Created administrator ops@example.org");
    const [createdAdmin] = await lookUp();
    expect(createdAdmin?.role).toBe("admin");
    expect(await verifyPassword(createdAdmin?.password ?? "", "first-password-1")).toBe(true);

    // The environment variables work as well as the flags.
    const second = await run("admin", [], {
      DATABASE_URL: url,
      ADMIN_EMAIL: "ops@example.org",
      ADMIN_PASSWORD: "second-password-2",
    });
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).toContain("Reset the password of administrator ops@example.org");
    const rows = await lookUp();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.role).toBe("admin");
    expect(await verifyPassword(rows[0]?.password ?? "", "second-password-2")).toBe(true);
    expect(await verifyPassword(rows[0]?.password ?? "", "first-password-1")).toBe(false);
  }, 60_000);
});
