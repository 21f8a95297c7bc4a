// Helpers shared by the entry-point scripts. Plain Node (no dependencies): they run before `install`.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * Node's flags for the server, wherever it is started (here, api/package.json's start, the README's production
 * command, bench:scale). V8 lets the old generation grow to up to 4x what the last mark-compact kept before the
 * next one; a long export promotes most of what it reads, so the server's RSS rose by 100-230 MB while exporting
 * the directory. A fifth keeps it within issue 44's 50 MB (docs/notes/022-embeddable-finder.md#export-memory).
 * A start flag: V8 reads it when the heap is set up, so v8.setFlagsFromString in the server comes too late.
 */
export const SERVER_NODE_FLAGS = ["--heap-growing-percent=20"];

const { packageManager } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));

/** pnpm at the pinned version, through npx, so that a machine with only Node and npm works. */
export function pnpmCommand(args) {
  const local = spawnSync("pnpm", ["--version"], { encoding: "utf8" });
  if (local.status === 0 && `pnpm@${local.stdout.trim()}` === packageManager) return ["pnpm", args];
  return ["npx", ["--yes", packageManager, ...args]];
}

export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit", ...options });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on("error", (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(1);
    });
  });
}

export const runPnpm = (args, options) => {
  const [command, fullArgs] = pnpmCommand(args);
  return run(command, fullArgs, options);
};

/** Installs dependencies unless node_modules is newer than the lockfile. */
export async function ensureInstalled() {
  const marker = path.join(root, "node_modules", ".modules.yaml");
  const lock = path.join(root, "pnpm-lock.yaml");
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  const code = await runPnpm(["install", "--frozen-lockfile"]);
  if (code !== 0) {
    console.error("Installing dependencies failed.");
    process.exit(code);
  }
}

export async function buildWeb(outDir) {
  const code = await runPnpm(["--filter", "@app/web", "build"], {
    env: { ...process.env, ...(outDir ? { WEB_OUT_DIR: outDir } : {}) },
  });
  if (code !== 0) {
    console.error("Building the web app failed.");
    process.exit(code);
  }
}
