import { describe, expect, it, vi } from "vitest";
import { createBoundedQueue } from "./bounded-queue.ts";

class QueueFull extends Error {}

/** Tasks that count how many run at once and finish only when the test says so. */
function countingTasks() {
  let running = 0;
  const counts = { started: [] as number[], mostAtOnce: 0 };
  const finishers = new Map<number, (fail?: boolean) => void>();
  const task = (n: number) => () =>
    new Promise<number>((resolve, reject) => {
      running += 1;
      counts.mostAtOnce = Math.max(counts.mostAtOnce, running);
      counts.started.push(n);
      finishers.set(n, (fail) => {
        running -= 1;
        if (fail) reject(new Error(`task ${n} failed`));
        else resolve(n);
      });
    });
  const finish = (n: number, fail = false) => finishers.get(n)!(fail);
  return { counts, task, finish };
}

/** Lets every settled promise's continuations run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("createBoundedQueue", () => {
  it("runs at most `concurrency` tasks, the next ones in arrival order, and refuses past the waiting line", async () => {
    const queue = createBoundedQueue({
      concurrency: 2,
      lanes: { all: { maxActive: 2, maxWaiting: 2 } },
      onFull: () => new QueueFull(),
    });
    const { counts, task, finish } = countingTasks();
    // Settled as they come, so the one that fails is not an unhandled rejection meanwhile.
    const outcomes = Promise.allSettled([1, 2, 3, 4].map((n) => queue.run("all", task(n))));
    await settle();
    expect(counts.started).toEqual([1, 2]);
    expect([queue.active, queue.waiting]).toEqual([2, 2]);

    expect(queue.hasRoom("all")).toBe(false);
    await expect(queue.run("all", task(5))).rejects.toBeInstanceOf(QueueFull);

    finish(2);
    await settle();
    expect(counts.started).toEqual([1, 2, 3]);
    expect(queue.hasRoom("all")).toBe(true);
    // A failing task frees its slot like any other.
    finish(1, true);
    await settle();
    expect(counts.started).toEqual([1, 2, 3, 4]);
    finish(3);
    finish(4);
    expect((await outcomes).map((outcome) => outcome.status)).toEqual([
      "rejected",
      "fulfilled",
      "fulfilled",
      "fulfilled",
    ]);
    expect(counts.mostAtOnce).toBe(2);
    expect([queue.active, queue.waiting]).toEqual([0, 0]);

    // Empty again: a new task starts at once.
    const again = queue.run("all", task(6));
    await settle();
    expect(counts.started.at(-1)).toBe(6);
    finish(6);
    await expect(again).resolves.toBe(6);
  });

  it("keeps each lane to its share, refuses a lane past its own line, and gives a freed slot to the first lane in order", async () => {
    const refusedLanes: string[] = [];
    const queue = createBoundedQueue({
      concurrency: 2,
      // In priority order: "owner" before "guest".
      lanes: { owner: { maxActive: 2, maxWaiting: 1 }, guest: { maxActive: 1, maxWaiting: 2 } },
      onFull: (lane) => {
        refusedLanes.push(lane);
        return new QueueFull();
      },
    });
    const { counts, task, finish } = countingTasks();
    const guests = Promise.allSettled([1, 2, 3].map((n) => queue.run("guest", task(n))));
    await settle();
    // One guest runs; the free slot is not theirs to take, so two wait.
    expect(counts.started).toEqual([1]);
    expect([queue.activeIn("guest"), queue.waitingIn("guest")]).toEqual([1, 2]);
    expect(queue.hasRoom("guest")).toBe(false);
    await expect(queue.run("guest", task(4))).rejects.toBeInstanceOf(QueueFull);
    expect(refusedLanes).toEqual(["guest"]);

    // The guests' full line takes nothing from the owners: one runs at once in the slot guests cannot take.
    expect(queue.hasRoom("owner")).toBe(true);
    const firstOwner = queue.run("owner", task(10));
    await settle();
    expect(counts.started).toEqual([1, 10]);
    // Both slots busy: the next owner waits, the one after is refused.
    const secondOwner = queue.run("owner", task(11));
    await settle();
    expect(queue.waitingIn("owner")).toBe(1);
    await expect(queue.run("owner", task(12))).rejects.toBeInstanceOf(QueueFull);
    expect(refusedLanes).toEqual(["guest", "owner"]);

    // The guest's slot frees: the waiting owner goes before the guests who came first.
    finish(1);
    await settle();
    expect(counts.started).toEqual([1, 10, 11]);
    expect([queue.active, queue.waiting]).toEqual([2, 2]);
    finish(10);
    await settle();
    expect(counts.started).toEqual([1, 10, 11, 2]);
    // A guest holds its one slot: the slot the next owner frees stays free rather than go to a second guest.
    finish(11);
    await settle();
    expect(counts.started).toEqual([1, 10, 11, 2]);
    expect([queue.active, queue.waiting]).toEqual([1, 1]);
    finish(2);
    await settle();
    expect(counts.started).toEqual([1, 10, 11, 2, 3]);
    finish(3);
    expect((await guests).map((outcome) => outcome.status)).toEqual(["fulfilled", "fulfilled", "fulfilled"]);
    await expect(Promise.all([firstOwner, secondOwner])).resolves.toEqual([10, 11]);
    expect([queue.active, queue.waiting]).toEqual([0, 0]);
  });

  it("holds a task that finds the line full until a place frees, or refuses it when the hold ends", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const queue = createBoundedQueue({
        concurrency: 1,
        lanes: { read: { maxActive: 1, maxWaiting: 1, holdMs: 1000, maxHeld: 2 } },
        onFull: () => new QueueFull(),
      });
      const { counts, task, finish } = countingTasks();
      const outcomes = [1, 2, 3, 4, 5].map((n) => queue.run("read", task(n)));
      const settled = Promise.allSettled(outcomes);
      await settle();
      // 1 runs, 2 waits, 3 and 4 are held, 5 finds the hold full too and is refused at once.
      expect(counts.started).toEqual([1]);
      await expect(outcomes[4]).rejects.toBeInstanceOf(QueueFull);
      expect(queue.waiting).toBe(3);
      expect(queue.hasRoom("read")).toBe(false);

      // A place frees within the hold: 3 moves up into the waiting place and keeps it past the hold's end.
      finish(1);
      await settle();
      expect(counts.started).toEqual([1, 2]);
      vi.advanceTimersByTime(1000);
      // 4 was still held when its time ran out: refused, and nothing started in its name.
      await expect(outcomes[3]).rejects.toBeInstanceOf(QueueFull);
      expect(queue.waiting).toBe(1);
      finish(2);
      await settle();
      expect(counts.started).toEqual([1, 2, 3]);
      finish(3);
      expect((await settled).map((outcome) => outcome.status)).toEqual([
        "fulfilled",
        "fulfilled",
        "fulfilled",
        "rejected",
        "rejected",
      ]);
      expect([queue.active, queue.waiting]).toEqual([0, 0]);
    } finally {
      vi.useRealTimers();
    }
  });
});
