import { describe, expect, it } from "vitest";
import { createBoundedQueue } from "./queue.ts";

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
    const queue = createBoundedQueue({ concurrency: 2, maxWaiting: 2, onFull: () => new QueueFull() });
    const { counts, task, finish } = countingTasks();
    // Settled as they come, so the one that fails is not an unhandled rejection meanwhile.
    const outcomes = Promise.allSettled([1, 2, 3, 4].map((n) => queue.run(task(n))));
    await settle();
    expect(counts.started).toEqual([1, 2]);
    expect([queue.active, queue.waiting]).toEqual([2, 2]);

    expect(queue.hasRoom()).toBe(false);
    await expect(queue.run(task(5))).rejects.toBeInstanceOf(QueueFull);

    finish(2);
    await settle();
    expect(counts.started).toEqual([1, 2, 3]);
    expect(queue.hasRoom()).toBe(true);
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
    const again = queue.run(task(6));
    await settle();
    expect(counts.started.at(-1)).toBe(6);
    finish(6);
    await expect(again).resolves.toBe(6);
  });
});
