// Fails when api/src/db/types.ts no longer matches what the migrations create.
// Migrates a scratch PostgreSQL database and asks kysely-codegen to verify the committed file.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { connect } from "./connect.ts";
import { migrateToLatest } from "./migrate.ts";

const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
if (!url) {
  console.error("Set TEST_DATABASE_URL or DATABASE_URL to a PostgreSQL server to check the database types.");
  process.exit(1);
}
const here = path.dirname(fileURLToPath(import.meta.url));
const name = `typecheck_${randomBytes(4).toString("hex")}`;
const target = new URL(url);
target.pathname = `/${name}`;

const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
let status = 1;
try {
  const connection = await connect({ databaseUrl: target.toString(), poolSize: 1 });
  await migrateToLatest(connection.db);
  await connection.close();
  const result = spawnSync(
    "kysely-codegen",
    [
      "--dialect=postgres",
      `--url=${target.toString()}`,
      "--camel-case",
      "--date-parser=string",
      "--exclude-pattern=kysely_*",
      `--out-file=${path.join(here, "types.ts")}`,
      ...(process.argv.includes("--write") ? [] : ["--verify"]),
    ],
    { stdio: "inherit", shell: false },
  );
  status = result.status ?? 1;
  if (status !== 0) console.error("api/src/db/types.ts is out of date: run `pnpm db:types-check --write`.");
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
process.exit(status);
