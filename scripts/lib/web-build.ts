// The web app built for a benchmark that drives a browser: into `outDir`, unless SKIP_WEB_BUILD=1 says the
// folder already holds a build (`pnpm build` or an earlier run).
import path from "node:path";
import { repoRoot } from "./server-process.ts";

export async function buildWebUnlessSkipped(outDir: string): Promise<void> {
  if (process.env.SKIP_WEB_BUILD === "1") return;
  const { buildWeb } = (await import(path.join(repoRoot, "scripts/lib.mjs"))) as {
    buildWeb: (outDir: string) => Promise<void>;
  };
  await buildWeb(outDir);
}
