import { randomBytes } from "node:crypto";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { connect } from "../src/db/connect.ts";
import { migrateToLatest } from "../src/db/migrate.ts";
import { testDatabaseUrl, withDatabase } from "./test-env.ts";

declare module "vitest" {
  export interface ProvidedContext {
    templateDatabase: string | null;
  }
}

/** On PostgreSQL: migrate one template database; each test file clones it (fast, fully isolated). */
export default async function setup(project: TestProject) {
  const url = testDatabaseUrl();
  if (!url) {
    project.provide("templateDatabase", null);
    return;
  }
  const template = `tpl_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  const connection = await connect({ databaseUrl: withDatabase(url, template), poolSize: 1 });
  await migrateToLatest(connection.db);
  await connection.close();
  project.provide("templateDatabase", template);

  return async () => {
    // Clones left behind by a crashed worker go with the template.
    const { rows } = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE $1",
      [`${template}%`],
    );
    for (const { datname } of rows) {
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
    await admin.end();
  };
}
