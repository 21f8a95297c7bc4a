import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from "kysely";

const here = path.dirname(fileURLToPath(import.meta.url));
// Bundled into api/dist/, the migrations are copied beside the bundle; from source they are api/migrations.
export const migrationsDir = existsSync(path.join(here, "migrations"))
  ? path.join(here, "migrations")
  : path.resolve(here, "../../migrations");

/** Reads `NNNN_name.sql` files in name order; each runs as one multi-statement script in its own transaction. */
class SqlFileMigrationProvider implements MigrationProvider {
  constructor(private readonly dir: string) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await readdir(this.dir)).filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name)).sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      const text = await readFile(path.join(this.dir, file), "utf8");
      migrations[file.replace(/\.sql$/, "")] = {
        up: async (db) => {
          await sql.raw(text).execute(db);
        },
      };
    }
    return migrations;
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function migrateToLatest(db: Kysely<any>, dir = migrationsDir): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new SqlFileMigrationProvider(dir) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === "Error");
    throw new Error(`Migration ${failed?.migrationName ?? "(unknown)"} failed: ${String(error)}`, {
      cause: error,
    });
  }
  return (results ?? [])
    .filter((result) => result.status === "Success")
    .map((result) => result.migrationName);
}
