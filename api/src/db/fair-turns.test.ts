import { describe, expect, it } from "vitest";
import { FairTurns } from "./fair-turns.ts";

/** A clock the test moves: each continuation "works" by advancing it. */
function clock() {
  let time = 0;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

/** Counts event-loop turns: an immediate that schedules itself runs once per turn. */
function turnCounter() {
  let turns = 0;
  let running = true;
  const tick = () => {
    turns += 1;
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  return {
    get turns() {
      return turns;
    },
    stop: () => {
      running = false;
    },
  };
}

describe("fair turns", () => {
  it("costs nothing while turns are not taken", () => {
    const turns = new FairTurns({ budgetMs: 10, now: clock().now });
    expect(turns.take()).toBeUndefined();
  });

  it("lets continuations run at once while the turn has budget", () => {
    const time = clock();
    const turns = new FairTurns({ budgetMs: 10, now: time.now });
    turns.takeTurnsWhile(() => true);
    expect(turns.take()).toBeUndefined();
    time.advance(5);
    expect(turns.take()).toBeUndefined();
  });

  it("puts off what exceeds a turn's budget, oldest first, one turn at a time when each fills it", async () => {
    const time = clock();
    const turns = new FairTurns({ budgetMs: 10, now: time.now });
    turns.takeTurnsWhile(() => true);
    const counter = turnCounter();
    expect(turns.take()).toBeUndefined();
    time.advance(20);
    const order: string[] = [];
    const seenAt: number[] = [];
    const waits = ["a", "b", "c", "d"].map((name) =>
      turns.take()?.then(() => {
        order.push(name);
        seenAt.push(counter.turns);
        // Each continuation fills a whole turn's budget.
        time.advance(15);
      }),
    );
    expect(waits.every((wait) => wait instanceof Promise)).toBe(true);
    expect(turns.queued).toBe(4);
    await Promise.all(waits);
    counter.stop();
    expect(order).toEqual(["a", "b", "c", "d"]);
    // At least one per turn, and never two in the same turn: other work (a connection's accept) runs between.
    expect(new Set(seenAt).size).toBe(4);
    expect(turns.queued).toBe(0);
  });

  it("releases several in one turn while they fit its budget, and keeps order with newcomers", async () => {
    const time = clock();
    const turns = new FairTurns({ budgetMs: 10, now: time.now });
    turns.takeTurnsWhile(() => true);
    turns.take();
    time.advance(20);
    const counter = turnCounter();
    const order: string[] = [];
    const seenAt: number[] = [];
    const first = ["a", "b", "c"].map((name) =>
      turns.take()?.then(() => {
        order.push(name);
        seenAt.push(counter.turns);
        time.advance(1);
      }),
    );
    // A newcomer while others wait queues behind them even when the budget would let it run.
    const late = turns.take()?.then(() => order.push("late"));
    expect(late).toBeInstanceOf(Promise);
    await Promise.all([...first, late]);
    counter.stop();
    expect(order).toEqual(["a", "b", "c", "late"]);
    expect(new Set(seenAt).size).toBe(1);
  });

  it("lets what waits finish after turns stop being taken", async () => {
    const time = clock();
    let active = true;
    const turns = new FairTurns({ budgetMs: 10, now: time.now });
    turns.takeTurnsWhile(() => active);
    turns.take();
    time.advance(20);
    const waiting = turns.take();
    active = false;
    // Still behind the one waiting, so order holds; then nothing more is put off.
    const behind = turns.take();
    await Promise.all([waiting, behind]);
    expect(turns.take()).toBeUndefined();
  });
});

describe("fair turns on the process clock", () => {
  it("measures its turns", async () => {
    const turns = new FairTurns({ budgetMs: 10 });
    turns.takeTurnsWhile(() => true);
    expect(turns.take()).toBeUndefined();
    const start = performance.now();
    while (performance.now() - start < 12) {
      // A continuation that holds the loop past the budget.
    }
    await turns.take();
    expect(turns.queued).toBe(0);
  });
});
