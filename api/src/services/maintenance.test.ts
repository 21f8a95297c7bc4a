import { describe, expect, it, vi } from "vitest";
import type { Database } from "../db/connect.ts";
import { runMaintenance } from "./maintenance.ts";

const db = {} as Database;

describe("runMaintenance", () => {
  it("runs every task even when one fails, and logs the failure and what was removed", async () => {
    const log = { info: vi.fn(), warn: vi.fn() };
    const failure = new Error("connection refused");
    const uploads = vi.fn().mockResolvedValue(3);
    await runMaintenance(db, log, { sessions: vi.fn().mockRejectedValue(failure), uploads });

    expect(uploads).toHaveBeenCalledWith(db);
    expect(log.warn).toHaveBeenCalledWith({ err: failure }, "maintenance: purging sessions failed");
    expect(log.info).toHaveBeenCalledWith({ removed: 3 }, "maintenance: purged uploads");
  });

  it("stays quiet when there was nothing to remove", async () => {
    const log = { info: vi.fn(), warn: vi.fn() };
    await runMaintenance(db, log, { sessions: vi.fn().mockResolvedValue(0) });
    expect(log.info).not.toHaveBeenCalled();
    expect(log.warn).not.toHaveBeenCalled();
  });
});
