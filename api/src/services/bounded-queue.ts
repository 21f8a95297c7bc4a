/**
 * A bounded work queue with lanes: at most `concurrency` tasks run in all, each lane runs at most its
 * `maxActive` of them and keeps at most `maxWaiting` more waiting in arrival order, and a task beyond that is
 * refused at once. A freed slot goes to the first lane, in the order the lanes are given, that has a task
 * waiting and room to run it: so a lane with a share of its own (a slot another lane may not take, waiting
 * places of its own, and its turn first) is served promptly whatever fills the others.
 * A lane may hold a task that finds its line full for a moment before refusing it (`holdMs`, at most `maxHeld`
 * of them): held, it takes a waiting place that frees within that time, else it is refused. A client that asks
 * again the moment it is refused (as a crowd does, whatever Retry-After says) then asks about once per `holdMs`
 * instead of hundreds of times a second, and a held task costs a timer, no work.
 * A few lines of our own rather than p-limit or p-queue: p-limit never refuses (its queue grows without
 * bound, each waiter holding a 5 MB body), and refusing at the door is the whole point here.
 */
export interface LaneLimits {
  maxActive: number;
  maxWaiting: number;
  /** How long a task that finds the waiting line full is held for a place before it is refused (0: at once). */
  holdMs?: number;
  /** Tasks held at most; one more is refused at once. */
  maxHeld?: number;
}

/** A task waiting for its turn; `timer` is set while it is held beyond the waiting line's places. */
interface Waiter {
  start: () => void;
  timer?: ReturnType<typeof setTimeout>;
}

export interface BoundedQueue<Lane extends string> {
  /** Runs the task when its lane may; throws `onFull(lane)` instead of queueing when its waiting line is full. */
  run<T>(lane: Lane, task: () => Promise<T>): Promise<T>;
  /** False while a new task of this lane would be refused. */
  hasRoom(lane: Lane): boolean;
  /** Tasks running and waiting (held ones included), in all lanes or in one. */
  readonly active: number;
  readonly waiting: number;
  activeIn(lane: Lane): number;
  waitingIn(lane: Lane): number;
}

export function createBoundedQueue<Lane extends string>(options: {
  concurrency: number;
  /** In priority order: a freed slot goes to the first of them with a task waiting that may run. */
  lanes: Record<Lane, LaneLimits>;
  onFull: (lane: Lane) => Error;
}): BoundedQueue<Lane> {
  const order = Object.keys(options.lanes) as Lane[];
  const running = new Map<Lane, number>(order.map((lane) => [lane, 0]));
  // Each lane's line in arrival order: its first `maxWaiting` wait for a slot, any after them are held.
  const waiters = new Map<Lane, Waiter[]>(order.map((lane) => [lane, []]));
  let active = 0;

  const mayStart = (lane: Lane) =>
    active < options.concurrency && (running.get(lane) ?? 0) < options.lanes[lane].maxActive;
  const start = (lane: Lane) => {
    active += 1;
    running.set(lane, (running.get(lane) ?? 0) + 1);
  };

  const release = (lane: Lane) => {
    active -= 1;
    running.set(lane, (running.get(lane) ?? 0) - 1);
    // The slot passes straight to the next waiter, so a newcomer cannot overtake the line.
    for (const next of order) {
      const line = waiters.get(next) ?? [];
      if (line.length === 0 || !mayStart(next)) continue;
      start(next);
      const first = line.shift();
      clearTimeout(first?.timer);
      first?.start();
      // The first held task, if any, has moved up into the waiting places: it waits without a deadline now.
      const promoted = line[options.lanes[next].maxWaiting - 1];
      clearTimeout(promoted?.timer);
      if (promoted) promoted.timer = undefined;
      return;
    }
  };

  const waitingIn = (lane: Lane) => waiters.get(lane)?.length ?? 0;
  // A lane whose tasks wait while a slot is free (its own share in use) starts nobody new ahead of them.
  const startsNow = (lane: Lane) => waitingIn(lane) === 0 && mayStart(lane);
  const hasRoom = (lane: Lane) => startsNow(lane) || waitingIn(lane) < options.lanes[lane].maxWaiting;
  const mayHold = (lane: Lane) => {
    const { maxWaiting, holdMs = 0, maxHeld = 0 } = options.lanes[lane];
    return holdMs > 0 && waitingIn(lane) < maxWaiting + maxHeld;
  };

  /** Joins the lane's line; a task beyond its waiting places is refused when `holdMs` passes before it moves up. */
  const wait = (lane: Lane) =>
    new Promise<void>((resolve, reject) => {
      const line = waiters.get(lane) ?? [];
      const waiter: Waiter = { start: resolve };
      if (line.length >= options.lanes[lane].maxWaiting) {
        waiter.timer = setTimeout(() => {
          line.splice(line.indexOf(waiter), 1);
          reject(options.onFull(lane));
        }, options.lanes[lane].holdMs);
      }
      line.push(waiter);
    });

  return {
    hasRoom,
    async run<T>(lane: Lane, task: () => Promise<T>): Promise<T> {
      if (startsNow(lane)) {
        start(lane);
      } else if (hasRoom(lane) || mayHold(lane)) {
        await wait(lane);
      } else {
        throw options.onFull(lane);
      }
      try {
        return await task();
      } finally {
        release(lane);
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return order.reduce((sum, lane) => sum + waitingIn(lane), 0);
    },
    activeIn: (lane) => running.get(lane) ?? 0,
    waitingIn,
  };
}
