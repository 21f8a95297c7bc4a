// `pnpm build`: the web bundle (web/dist) and the compiled server (api/dist), then a stamp of their sources.
// `npm start` uses buildIfChanged(): it rebuilds a part only when the hash of its sources differs from the stamp.
// Plain Node: it is loaded before dependencies are known to be installed (esbuild is imported lazily).
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildWeb, root } from "./lib.mjs";

const shared = ["packages/shared/src", "packages/shared/package.json", "packages/shared/tsconfig.json"];
const common = ["pnpm-lock.yaml", "package.json", "tsconfig.base.json"];

/** What each part is built from (directories or files, relative to the root), and what it produces. */
const parts = {
  api: {
    sources: ["api/src", "api/migrations", "api/package.json", "api/tsconfig.json", "scripts/build-api.mjs"],
    output: "api/dist/server.js",
  },
  web: { sources: ["web"], output: "web/dist/index.html" },
};
for (const part of Object.values(parts)) part.sources.push(...shared, ...common);

// Tests, build output and installed packages do not change what is built.
const ignored = (file) =>
  /(^|\/)(node_modules|dist)\//.test(file) ||
  /\.test\.tsx?$/.test(file) ||
  file.startsWith("web/test-results/");

const stampFile = path.join(root, "node_modules", ".cache", "build-stamp.json");

/** Source files of a part: `git ls-files` (tracked and untracked-but-not-ignored) in a checkout, else a walk. */
function listFiles(sources) {
  const git = spawnSync(
    "git",
    ["ls-files", "-z", "--cached", "--others", "--exclude-standard", "--", ...sources],
    {
      cwd: root,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const files =
    git.status === 0 && git.stdout ? git.stdout.split("\0").filter(Boolean) : sources.flatMap((s) => walk(s));
  return [...new Set(files)].filter((file) => !ignored(file)).sort();
}

function walk(relative) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith(".") && entry.name !== "node_modules" && entry.name !== "dist")
    .flatMap((entry) => walk(path.posix.join(relative, entry.name)));
}

/** sha256 over the sorted paths and contents of a part's sources. */
export function sourceHash(name) {
  const hash = createHash("sha256");
  for (const file of listFiles(parts[name].sources)) {
    hash.update(`${file}\0`);
    // A tracked file deleted from the work tree still changes the hash.
    hash.update(existsSync(path.join(root, file)) ? readFileSync(path.join(root, file)) : "(deleted)");
    hash.update("\0");
  }
  return hash.digest("hex");
}

function readStamp() {
  try {
    return JSON.parse(readFileSync(stampFile, "utf8"));
  } catch {
    return {};
  }
}

function writeStamp(name, hash) {
  mkdirSync(path.dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, `${JSON.stringify({ ...readStamp(), [name]: hash }, null, 2)}\n`);
}

// Hashed before building: a source edited during the build makes the next start build again.
async function buildPart(name, hash = sourceHash(name)) {
  if (name === "web") {
    await buildWeb();
  } else {
    const { buildApi } = await import("./build-api.mjs");
    try {
      await buildApi();
    } catch {
      // esbuild has already printed the errors.
      console.error("Building the server failed.");
      process.exit(1);
    }
  }
  writeStamp(name, hash);
}

/** Builds each part whose sources changed since its last build (or whose output is missing). */
export async function buildIfChanged({ web = true } = {}) {
  const stamp = readStamp();
  for (const name of web ? ["api", "web"] : ["api"]) {
    const hash = sourceHash(name);
    if (stamp[name] === hash && existsSync(path.join(root, parts[name].output))) continue;
    console.log(
      `Building ${name === "api" ? "the server" : "the web app"} (sources changed since the last build)`,
    );
    await buildPart(name, hash);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  if (process.env.SKIP_WEB_BUILD !== "1") await buildPart("web");
  const started = performance.now();
  await buildPart("api");
  console.log(`api/dist built in ${Math.round(performance.now() - started)} ms`);
}
