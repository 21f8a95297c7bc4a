// `npm run dev`: the API with --watch on :3000 and Vite's dev server (hot reload, proxying /api and /trpc).
import { spawn } from "node:child_process";
import { ensureInstalled, pnpmCommand, root } from "./lib.mjs";

await ensureInstalled();
const api = spawn(process.execPath, ["--watch", "--import", "tsx", "api/src/server.ts"], {
  cwd: root,
  stdio: "inherit",
});
const [command, args] = pnpmCommand(["--filter", "@app/web", "dev"]);
const web = spawn(command, args, { cwd: root, stdio: "inherit" });
const stop = () => {
  api.kill("SIGTERM");
  web.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
