import { describe, expect, it, vi } from "vitest";
import { DomainError } from "../../errors.ts";
import {
  COSTLY_READS_AT_ONCE,
  COSTLY_READS_HOLD_MS,
  COSTLY_READS_WAITING,
  costlyRead,
} from "./costly-reads.ts";

describe("costlyRead", () => {
  it("runs its share at once, keeps the rest waiting in order, and refuses the next with 503 after a hold", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const releases: Array<() => void> = [];
    const started: number[] = [];
    const held = Array.from({ length: COSTLY_READS_AT_ONCE + COSTLY_READS_WAITING }, (_, index) =>
      costlyRead(async () => {
        started.push(index);
        await new Promise<void>((resolve) => releases.push(resolve));
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual(Array.from({ length: COSTLY_READS_AT_ONCE }, (_, index) => index));

    let refused: unknown;
    const next = costlyRead(async () => "ran").catch((error: unknown) => {
      refused = error;
    });
    // Held for a place first, not refused at once ...
    await new Promise((resolve) => setImmediate(resolve));
    expect(refused).toBeUndefined();
    // ... and refused when no place freed within the hold.
    vi.advanceTimersByTime(COSTLY_READS_HOLD_MS);
    await next;
    vi.useRealTimers();
    expect(refused).toBeInstanceOf(DomainError);
    expect((refused as DomainError).kind).toBe("SERVICE_UNAVAILABLE");

    // Each finished read lets the next waiting one start, in arrival order.
    while (releases.length > 0) {
      releases.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all(held)).toEqual(held.map((_, index) => index));
    expect(started).toEqual(held.map((_, index) => index));
    expect(await costlyRead(async () => "ran")).toBe("ran");
  });
});
