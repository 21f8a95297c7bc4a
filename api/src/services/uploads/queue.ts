/**
 * A bounded work queue: at most `concurrency` tasks run, at most `maxWaiting` more wait in arrival order,
 * and a task beyond that is refused at once. A few lines of our own rather than p-limit or p-queue: p-limit
 * never refuses (its queue grows without bound, each waiter holding a 5 MB body), and refusing at the door
 * is the whole point here.
 */
export interface BoundedQueue {
  /** Runs the task when a slot is free; throws `onFull()` instead of queueing when the waiting line is full. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** False while a new task would be refused. */
  hasRoom(): boolean;
  readonly active: number;
  readonly waiting: number;
}

export function createBoundedQueue(options: {
  concurrency: number;
  maxWaiting: number;
  onFull: () => Error;
}): BoundedQueue {
  let active = 0;
  const waiters: Array<() => void> = [];

  const release = () => {
    const next = waiters.shift();
    // The slot passes straight to the next waiter, so a newcomer cannot overtake the line.
    if (next) next();
    else active -= 1;
  };

  const hasRoom = () => active < options.concurrency || waiters.length < options.maxWaiting;

  return {
    hasRoom,
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active < options.concurrency) {
        active += 1;
      } else if (waiters.length < options.maxWaiting) {
        await new Promise<void>((resolve) => waiters.push(resolve));
      } else {
        throw options.onFull();
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return waiters.length;
    },
  };
}
