// `pnpm db:migrate | db:seed | admin:create`: runs the tool from source through tsx where tsx is installed
// (a development checkout, so never a stale build), else the compiled copy in api/dist (a `--prod` install).
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { root } from "./lib.mjs";

const tools = {
  "db:migrate": ["api/src/db/migrate-cli.ts", "api/dist/migrate-cli.js"],
  "db:seed": ["api/src/seed/seed-cli.ts", "api/dist/seed-cli.js"],
  "admin:create": ["api/src/scripts/create-admin.ts", "api/dist/create-admin.js"],
};

const [name, ...args] = process.argv.slice(2);
const tool = tools[name];
if (!tool) {
  console.error(`Usage: node scripts/api-cli.mjs ${Object.keys(tools).join("|")} [flags]`);
  process.exit(2);
}

let tsx = null;
try {
  tsx = import.meta.resolve("tsx");
} catch {}
const [source, compiled] = tool.map((file) => path.join(root, file));
if (!tsx && !existsSync(compiled)) {
  console.error(
    `${name}: tsx is not installed and ${path.relative(root, compiled)} is missing: run pnpm build.`,
  );
  process.exit(1);
}
const nodeArgs = tsx ? ["--import", tsx, source, ...args] : [compiled, ...args];
const child = spawn(process.execPath, nodeArgs, { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
