import { DomainError, SERVICE_UNAVAILABLE_MESSAGE } from "../../errors.ts";
import { createBoundedQueue } from "../bounded-queue.ts";

/**
 * The directory's reads whose work grows with the directory and that no kept answer serves: a search's text match,
 * a filtered page's count, a filtered map's clustering (hundreds of thousands of rows at national size, a second of
 * work and more). At most COSTLY_READS_AT_ONCE run at a time on an instance and COSTLY_READS_WAITING more wait;
 * another is held a moment for a place, then refused with 503, so a crowd repeating them holds a share of the server, never all of it
 * (docs/directory-api.md, "Bounded answers"). One at a time: each keeps a database core busy for seconds, and with
 * two (on the two cores of bench:crowd's machine) the database took the cores every other request needed too.
 */
export const COSTLY_READS_AT_ONCE = 1;
/**
 * A short line: at national size one read can take the 5 s statement timeout, so a place in a line of 16 meant
 * a minute's wait (bench:crowd's clients gave up at 60 s); with 4, at most 20 s, and a quick 503 beyond.
 */
export const COSTLY_READS_WAITING = 4;
/**
 * A read that finds the line full is held this long for a place before its 503: a crowd that asks again the moment
 * it is refused then asks once a second, not hundreds of times (bench:crowd measured its refusals alone taking a
 * bystander's page from 17 to 147 ms at p99). Up to COSTLY_READS_HELD at once, each a timer and a parked request.
 */
export const COSTLY_READS_HOLD_MS = 1000;
export const COSTLY_READS_HELD = 256;

const costlyReads = createBoundedQueue({
  concurrency: COSTLY_READS_AT_ONCE,
  lanes: {
    read: {
      maxActive: COSTLY_READS_AT_ONCE,
      maxWaiting: COSTLY_READS_WAITING,
      holdMs: COSTLY_READS_HOLD_MS,
      maxHeld: COSTLY_READS_HELD,
    },
  },
  onFull: () => new DomainError("SERVICE_UNAVAILABLE", SERVICE_UNAVAILABLE_MESSAGE),
});

/** Runs a costly directory read in its turn, or refuses it (503) when too many are running and waiting. */
export function costlyRead<T>(read: () => Promise<T>): Promise<T> {
  return costlyReads.run("read", read);
}
