/**
 * A bounded work queue with lanes: at most `concurrency` tasks run in all, each lane runs at most its
 * `maxActive` of them and keeps at most `maxWaiting` more waiting in arrival order, and a task beyond that is
 * refused at once. A freed slot goes to the first lane, in the order the lanes are given, that has a task
 * waiting and room to run it: so a lane with a share of its own (a slot another lane may not take, waiting
 * places of its own, and its turn first) is served promptly whatever fills the others.
 * A few lines of our own rather than p-limit or p-queue: p-limit never refuses (its queue grows without
 * bound, each waiter holding a 5 MB body), and refusing at the door is the whole point here.
 */
export interface LaneLimits {
  maxActive: number;
  maxWaiting: number;
}

export interface BoundedQueue<Lane extends string> {
  /** Runs the task when its lane may; throws `onFull(lane)` instead of queueing when its waiting line is full. */
  run<T>(lane: Lane, task: () => Promise<T>): Promise<T>;
  /** False while a new task of this lane would be refused. */
  hasRoom(lane: Lane): boolean;
  /** Tasks running and waiting, in all lanes or in one. */
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
  const waiters = new Map<Lane, Array<() => void>>(order.map((lane) => [lane, []]));
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
      line.shift()?.();
      return;
    }
  };

  const waitingIn = (lane: Lane) => waiters.get(lane)?.length ?? 0;
  // A lane whose tasks wait while a slot is free (its own share in use) starts nobody new ahead of them.
  const startsNow = (lane: Lane) => waitingIn(lane) === 0 && mayStart(lane);
  const hasRoom = (lane: Lane) => startsNow(lane) || waitingIn(lane) < options.lanes[lane].maxWaiting;

  return {
    hasRoom,
    async run<T>(lane: Lane, task: () => Promise<T>): Promise<T> {
      if (startsNow(lane)) {
        start(lane);
      } else if (waitingIn(lane) < options.lanes[lane].maxWaiting) {
        await new Promise<void>((resolve) => waiters.get(lane)?.push(resolve));
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
