import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { connect as connectTcp, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The real server process on a fresh embedded database: SIGTERM must let a request in flight finish.
const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), "shutdown-test-"));
let server: ChildProcess;
let output = "";
let port = 0;

/** Resolves once the server's output matches, with the match. */
function waitForOutput(pattern: RegExp): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = output.match(pattern);
      if (match) {
        server.stdout?.off("data", check);
        server.off("exit", exited);
        resolve(match);
      }
    };
    const exited = () => reject(new Error(`the server exited before printing ${pattern}:\n${output}`));
    server.stdout?.on("data", check);
    server.once("exit", exited);
    check();
  });
}

beforeAll(async () => {
  server = spawn(process.execPath, ["--import", "tsx", "api/src/server.ts"], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      PUBLIC_BASE_URL: "",
      SEED_DEMO: "false",
      LOG_LEVEL: "debug",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (chunk) => {
    output += String(chunk);
  });
  server.stderr?.on("data", (chunk) => {
    output += String(chunk);
  });
  const [, found] = await waitForOutput(/is running at http:\/\/127\.0\.0\.1:(\d+)/);
  port = Number(found);
});

afterAll(() => {
  if (server.exitCode === null) server.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

describe("SIGTERM", () => {
  it("finishes the request in flight, then exits cleanly", async () => {
    const body = JSON.stringify({ email: "nobody@example.test", password: "not the password" });
    const socket: Socket = connectTcp(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    let response = "";
    socket.on("data", (chunk) => {
      response += String(chunk);
    });
    // Headers and half the body: the server has the request in hand and is waiting for the rest.
    socket.write(
      [
        "POST /api/auth/login HTTP/1.1",
        `Host: 127.0.0.1:${port}`,
        "Content-Type: application/json",
        `Origin: http://127.0.0.1:${port}`,
        `Content-Length: ${Buffer.byteLength(body)}`,
        "",
        body.slice(0, 10),
      ].join("\r\n"),
    );
    await waitForOutput(/POST \/api\/auth\/login received/);

    const exit = new Promise<number | null>((resolve) => server.once("exit", (code) => resolve(code)));
    server.kill("SIGTERM");
    await waitForOutput(/SIGTERM received/);
    socket.write(body.slice(10));
    await new Promise((resolve) => socket.once("end", resolve));
    expect(response).toMatch(/^HTTP\/1\.1 401 /);
    expect(response).toContain('{"message":"Invalid email or password"}');
    expect(await exit).toBe(0);
  });
});
