// `npm start`: install, build the web app, then serve web + /trpc + /api on one port.
// Without DATABASE_URL it runs on the embedded database under ./data (migrated and seeded on first start).
import { spawn } from "node:child_process";
import { buildWeb, ensureInstalled, root } from "./lib.mjs";

await ensureInstalled();
if (process.env.SKIP_WEB_BUILD !== "1") await buildWeb();

const server = spawn(process.execPath, ["--import", "tsx", "api/src/server.ts"], {
  cwd: root,
  stdio: "inherit",
  env: process.env,
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
