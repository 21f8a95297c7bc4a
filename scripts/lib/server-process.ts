// Starts the real API server as a child process and waits until it answers, for benchmarks and fault tests.
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * For benchmarks of how fast the server answers: load shedding off (api/src/http/overload.ts). On a machine whose
 * cores the load generator shares, the server would answer most of a 50-client crowd with instant 503s, and the
 * figures would be those of the refusals. Shedding has its own rehearsals (pnpm bench:crowd, pnpm test:faults).
 */
export const WITHOUT_LOAD_SHEDDING = {
  OVERLOAD_MAX_IN_FLIGHT: "0",
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: "0",
  OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: "0",
} as const;

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  alive(): boolean;
  stop(): Promise<void>;
}

/** `entry`: a compiled server.js (scripts/build-api.mjs) instead of the sources through tsx. */
export async function startServer(
  port: number,
  env: Record<string, string>,
  entry?: string,
): Promise<ServerProcess> {
  const args = entry ? [entry] : ["--import", "tsx", "api/src/server.ts"];
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "error",
      PORT: String(port),
      HOST: "127.0.0.1",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  let exited = false;
  child.on("exit", () => {
    exited = true;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (exited) throw new Error("The server exited during start-up");
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    baseUrl,
    child,
    alive: () => !exited,
    stop: async () => {
      if (exited) return;
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    },
  };
}
