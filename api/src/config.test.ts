import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, ENV_VARIABLES, loadConfig } from "./config.ts";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "config-test-"));

describe("loadConfig", () => {
  it("uses the embedded database and defaults when nothing is set", () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.embedded).toBe(true);
    expect(config.PORT).toBe(3000);
    expect(config.GEOCODER).toBe("offline");
  });

  it("names the variable that is wrong", () => {
    expect(() => loadConfig({ PORT: "not-a-port" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "not-a-port" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL: must be a postgres/);
    expect(() => loadConfig({ GEOCODER: "google" })).toThrow(/GEOCODER/);
    expect(() => loadConfig({ SESSION_SECRET: "short" })).toThrow(/SESSION_SECRET: must be at least 32/);
  });

  it("is documented variable by variable in .env.example", () => {
    const example = readFileSync(new URL("../../.env.example", import.meta.url), "utf8");
    const documented = [...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]);
    expect(documented.sort()).toEqual([...ENV_VARIABLES].sort());
  });

  it("parses TRUST_PROXY: off by default, a hop count, or proxy addresses and CIDRs", () => {
    const trust = (value?: string) =>
      loadConfig({ DATA_DIR: dataDir(), ...(value !== undefined && { TRUST_PROXY: value }) }).TRUST_PROXY;
    expect(trust()).toBe(false);
    expect(trust("false")).toBe(false);
    expect(trust("0")).toBe(false);
    expect(trust("1")).toBe(1);
    expect(trust("10.0.0.5, 10.1.0.0/16,loopback, fd00::/8")).toEqual([
      "10.0.0.5",
      "10.1.0.0/16",
      "loopback",
      "fd00::/8",
    ]);
    expect(() => trust("true")).toThrow(/TRUST_PROXY: true would trust any client/);
    expect(() => trust("10.0.0.0/33")).toThrow(/TRUST_PROXY: .*not: 10\.0\.0\.0\/33/);
    expect(() => trust("proxy.internal")).toThrow(/TRUST_PROXY/);
  });

  it("limits slow clients by default, a headers timeout within the request's", () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.HTTP_HEADERS_TIMEOUT_MS).toBe(10_000);
    expect(config.HTTP_REQUEST_TIMEOUT_MS).toBe(120_000);
    expect(config.HTTP_IDLE_TIMEOUT_MS).toBe(30_000);
    expect(config.HTTP_KEEP_ALIVE_TIMEOUT_MS).toBe(72_000);
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), HTTP_HEADERS_TIMEOUT_MS: "20000", HTTP_REQUEST_TIMEOUT_MS: "10000" }),
    ).toThrow(/HTTP_HEADERS_TIMEOUT_MS: must not exceed HTTP_REQUEST_TIMEOUT_MS/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), HTTP_IDLE_TIMEOUT_MS: "0" })).toThrow(
      /HTTP_IDLE_TIMEOUT_MS/,
    );
  });

  it("requires a session secret in production", () => {
    expect(() => loadConfig({ NODE_ENV: "production", DATA_DIR: dataDir() })).toThrow(
      /SESSION_SECRET: required in production/,
    );
  });

  it("generates a session secret once in the embedded default and keeps it", () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.SESSION_SECRET).toHaveLength(64);
    expect(second.SESSION_SECRET).toBe(first.SESSION_SECRET);
    expect(readFileSync(path.join(dir, "session-secret"), "utf8")).toBe(first.SESSION_SECRET);
  });

  it("uses PostgreSQL when DATABASE_URL is set", () => {
    const config = loadConfig({ DATABASE_URL: "postgres://u@localhost/db", SESSION_SECRET: "x".repeat(32) });
    expect(config.embedded).toBe(false);
  });
});
