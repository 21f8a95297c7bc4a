// Compiles the server and its command-line tools into api/dist/ (esbuild), with the SQL migrations beside them.
// @app/shared (TypeScript source) is bundled in; every npm dependency of api/ stays external, so native
// packages (argon2, sharp, pg, PGlite) load from node_modules as usual. Run directly: `node scripts/build-api.mjs`.
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import * as esbuild from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const api = path.join(root, "api");
export const apiDist = path.join(api, "dist");

export const entryPoints = {
  server: "src/server.ts",
  // The image process the server starts (services/uploads/image-process.ts looks for it beside server.js).
  "image-worker": "src/services/uploads/image-worker.ts",
  "migrate-cli": "src/db/migrate-cli.ts",
  "seed-cli": "src/seed/seed-cli.ts",
  "create-admin": "src/scripts/create-admin.ts",
};

/**
 * Keeps api's dependencies external and bundles @app/shared. Any other package fails the build: it would be
 * bundled silently, or be missing from a `--prod` install (a devDependency reached from server code).
 */
function dependenciesOnly(dependencies) {
  const external = new Set(dependencies.filter((name) => name !== "@app/shared"));
  return {
    name: "dependencies-only",
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, ({ path: specifier, importer }) => {
        const parts = specifier.split("/");
        const name = specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
        if (name === "@app/shared") return undefined;
        if (external.has(name) || specifier.startsWith("node:") || builtinModules.includes(name)) {
          return { path: specifier, external: true };
        }
        return {
          errors: [
            {
              text: `"${name}" (imported by ${path.relative(root, importer)}) is not a dependency of api/package.json`,
            },
          ],
        };
      });
    },
  };
}

/** Builds into api/dist, or into `outdir` (a benchmark's private copy; it must lie under api/ for node_modules). */
export async function buildApi(outdir = apiDist) {
  const { dependencies } = JSON.parse(readFileSync(path.join(api, "package.json"), "utf8"));
  rmSync(outdir, { recursive: true, force: true });
  await esbuild.build({
    absWorkingDir: api,
    entryPoints,
    outdir,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    sourcemap: true,
    plugins: [dependenciesOnly(Object.keys(dependencies))],
    logLevel: "warning",
  });
  const migrations = path.join(api, "migrations");
  mkdirSync(path.join(outdir, "migrations"));
  for (const file of readdirSync(migrations).filter((name) => name.endsWith(".sql"))) {
    cpSync(path.join(migrations, file), path.join(outdir, "migrations", file));
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const started = performance.now();
  // esbuild has already printed what failed.
  await buildApi().then(
    () => console.log(`api/dist built in ${Math.round(performance.now() - started)} ms`),
    () => process.exit(1),
  );
}
