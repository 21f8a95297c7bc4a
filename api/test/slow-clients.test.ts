import type { AddressInfo } from "node:net";
import { connect as connectTcp, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createTestDatabase, type TestDatabase } from "./harness.ts";

// Real listening servers with short timeouts (api/src/http/timeouts.ts): a slow client must be cut off, not
// hold its connection for ever. Issue 38: 300 trickled bodies were still open after 100 s.

/** Far above the configured timeouts below (which are at most 400 ms), so only a missing timeout fails it. */
const GUARD_MS = 20_000;

let testDb: TestDatabase;
/** Short headers and whole-request timeouts; idle timeouts long enough that they never fire first. */
let strict: Awaited<ReturnType<typeof createTestApp>>;
/** A short idle timeout, everything else long. */
let idle: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  testDb = await createTestDatabase();
  strict = await createTestApp(testDb.db, {
    HTTP_HEADERS_TIMEOUT_MS: "300",
    HTTP_REQUEST_TIMEOUT_MS: "400",
    HTTP_IDLE_TIMEOUT_MS: "600000",
    HTTP_KEEP_ALIVE_TIMEOUT_MS: "600000",
  });
  idle = await createTestApp(testDb.db, {
    HTTP_HEADERS_TIMEOUT_MS: "600000",
    HTTP_REQUEST_TIMEOUT_MS: "600000",
    HTTP_IDLE_TIMEOUT_MS: "300",
    HTTP_KEEP_ALIVE_TIMEOUT_MS: "300",
  });
  await strict.listen({ port: 0, host: "127.0.0.1" });
  await idle.listen({ port: 0, host: "127.0.0.1" });
});

afterAll(async () => {
  await strict?.close();
  await idle?.close();
  await testDb?.destroy();
});

interface SlowClient {
  socket: Socket;
  /** Resolves with everything the server sent once it closes the connection, or "guard" if it never does. */
  closed: Promise<string>;
}

async function open(app: typeof strict): Promise<SlowClient> {
  const { port } = app.server.address() as AddressInfo;
  const socket = connectTcp(port, "127.0.0.1");
  await new Promise((resolve) => socket.once("connect", resolve));
  let received = "";
  socket.on("data", (chunk) => {
    received += String(chunk);
  });
  socket.on("error", () => {});
  const closed = new Promise<string>((resolve) => {
    const guard = setTimeout(() => resolve("guard"), GUARD_MS);
    socket.once("close", () => {
      clearTimeout(guard);
      resolve(received);
    });
  });
  return { socket, closed };
}

/** Writes one chunk at a time, 50 ms apart, until the socket closes (the server never sees silence). */
function trickle(socket: Socket, chunk: string): void {
  const timer = setInterval(() => {
    if (socket.destroyed || !socket.writable) return clearInterval(timer);
    socket.write(chunk);
  }, 50);
  socket.once("close", () => clearInterval(timer));
}

const loginHead = (length: number) =>
  [
    "POST /api/auth/login HTTP/1.1",
    "Host: 127.0.0.1",
    "Content-Type: application/json",
    `Content-Length: ${length}`,
    "",
    "",
  ].join("\r\n");

describe("a slow client", () => {
  it("that never finishes its headers gets a 408 and its connection closed", {
    timeout: 60_000,
  }, async () => {
    const client = await open(strict);
    client.socket.write("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    trickle(client.socket, "X-Slow: a\r\n");
    const received = await client.closed;
    client.socket.destroy();
    expect(received).not.toBe("guard");
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("that trickles its body gets a 408 and its connection closed", { timeout: 60_000 }, async () => {
    const client = await open(strict);
    client.socket.write(loginHead(100_000));
    trickle(client.socket, " ");
    const received = await client.closed;
    client.socket.destroy();
    expect(received).not.toBe("guard");
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("that goes silent in the middle of its body is disconnected", { timeout: 60_000 }, async () => {
    const client = await open(idle);
    client.socket.write(`${loginHead(100)}{"email":`);
    const received = await client.closed;
    client.socket.destroy();
    expect(received).not.toBe("guard");
    expect(received).toBe("");
  });

  it("that keeps an idle connection after its answer is disconnected", { timeout: 60_000 }, async () => {
    const client = await open(idle);
    client.socket.write("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    const received = await client.closed;
    client.socket.destroy();
    expect(received).not.toBe("guard");
    expect(received).toMatch(/^HTTP\/1\.1 200 /);
    expect(received).not.toMatch(/connection: close/i);
  });

  it("is still served when it sends in time", { timeout: 60_000 }, async () => {
    const client = await open(strict);
    client.socket.write("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
    const received = await client.closed;
    expect(received).toMatch(/^HTTP\/1\.1 200 /);
    expect(received).toContain('{"ok":true}');
  });
});
