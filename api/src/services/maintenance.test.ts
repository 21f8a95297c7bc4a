import { describe, expect, it, vi } from "vitest";
import type { Database } from "../db/connect.ts";
import { type MaintenanceEnv, runMaintenance } from "./maintenance.ts";

const db = {} as Database;

describe("runMaintenance", () => {
  it("runs every task even when one fails, and logs the failure and what was removed", async () => {
    const log = { info: vi.fn(), warn: vi.fn() };
    const failure = new Error("connection refused");
    const uploads = vi.fn().mockResolvedValue(3);
    await runMaintenance(db, log, { sessions: vi.fn().mockRejectedValue(failure), uploads });

    // Without an env (no mailer): the tasks that mail have nothing to send with (maintenance.ts).
    expect(uploads).toHaveBeenCalledWith(db, undefined);
    expect(log.warn).toHaveBeenCalledWith({ err: failure }, "maintenance: purging sessions failed");
    expect(log.info).toHaveBeenCalledWith({ removed: 3 }, "maintenance: purged uploads");
  });

  it("hands the env (settings, mailer, clock) to every task", async () => {
    const log = { info: vi.fn(), warn: vi.fn() };
    const task = vi.fn().mockResolvedValue(0);
    const env = { config: {}, mailer: {}, now: () => new Date(0) } as unknown as MaintenanceEnv;
    await runMaintenance(db, log, { reconfirmations: task }, env);
    expect(task).toHaveBeenCalledWith(db, env);
  });

  it("stays quiet when there was nothing to remove", async () => {
    const log = { info: vi.fn(), warn: vi.fn() };
    await runMaintenance(db, log, { sessions: vi.fn().mockResolvedValue(0) });
    expect(log.info).not.toHaveBeenCalled();
    expect(log.warn).not.toHaveBeenCalled();
  });
});
