// `npm start`: install, build what changed since the last build, then serve web + /trpc + /api on one port
// with the compiled server (node api/dist/server.js: no tsx, no Vite at run time).
// Without DATABASE_URL it runs on the embedded database under ./data (migrated and seeded on first start).
// SKIP_WEB_BUILD=1 leaves web/dist as it is (the server is still rebuilt when its sources changed).
import { spawn } from "node:child_process";
import { ensureInstalled, root, SERVER_NODE_FLAGS } from "./lib.mjs";

await ensureInstalled();
const { buildIfChanged } = await import("./build.mjs");
await buildIfChanged({ web: process.env.SKIP_WEB_BUILD !== "1" });

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, "api/dist/server.js"], {
  cwd: root,
  stdio: "inherit",
  env: process.env,
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
