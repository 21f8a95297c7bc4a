// A throw-away PostgreSQL cluster of our own (initdb into a temp dir), so that a test may stop and start the
// database without touching the machine's shared server.
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

function binDir(): string {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) throw new Error("PostgreSQL server binaries not found under /usr/lib/postgresql");
  const version = readdirSync(base).sort().at(-1);
  return path.join(base, version!, "bin");
}

export interface PrivatePostgres {
  url: string;
  /** The cluster's own binaries (pg_dump, pg_restore of its version). */
  bin: string;
  stop(): void;
  start(): void;
  destroy(): void;
}

export function startPrivatePostgres(port: number): PrivatePostgres {
  const bin = binDir();
  const dir = mkdtempSync(path.join(tmpdir(), "private-pg-"));
  chmodSync(dir, 0o777);
  const dataDir = path.join(dir, "data");
  // PostgreSQL refuses to run as root: run it as the postgres user when we are root.
  const asPostgres = process.getuid?.() === 0;
  const run = (command: string, args: string[]) => {
    const [file, fullArgs] = asPostgres
      ? ["runuser", ["-u", "postgres", "--", path.join(bin, command), ...args]]
      : [path.join(bin, command), args];
    const result = spawnSync(file, fullArgs, { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  };
  run("initdb", ["-D", dataDir, "-A", "trust", "-U", "postgres", "--no-sync"]);
  const ctl = (action: "start" | "stop") =>
    action === "start"
      ? run("pg_ctl", [
          "-D",
          dataDir,
          "-o",
          `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
          "-l",
          path.join(dir, "log"),
          "-w",
          "start",
        ])
      : run("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]);
  ctl("start");
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    bin,
    stop: () => ctl("stop"),
    start: () => ctl("start"),
    destroy: () => {
      try {
        ctl("stop");
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function hasPostgresBinaries(): boolean {
  try {
    execFileSync(path.join(binDir(), "initdb"), ["--version"]);
    return true;
  } catch {
    return false;
  }
}
