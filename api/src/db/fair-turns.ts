import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from "kysely";

/**
 * Short event-loop turns while new connections wait (docs/decisions/024-fair-turns.md).
 *
 * Node's libuv accepts one new connection per event-loop turn. Under a crowd, one turn runs the continuation
 * of every query answered meanwhile (handlers, renders, JSON), 80-100 ms on the machines we measured, so a
 * newcomer's connection (a bystander, a health check) waited seconds to be accepted. Turns cap that: once a
 * turn has run `budgetMs` of query continuations, further ones wait for a later turn, oldest first, at least
 * one per turn, so each turn stays short and the poll phase between two turns accepts the waiting connections.
 */
export class FairTurns {
  private readonly waiting: Array<() => void> = [];
  /** When the current turn's budget started; null while nothing is measured. */
  private turnStart: number | null = null;
  private releasedThisTurn = 0;
  private ticking = false;

  constructor(
    private readonly options: {
      budgetMs: number;
      now?: () => number;
    },
  ) {}

  private isActive: () => boolean = () => false;

  /** Turns are taken only while `active` says so (http/turns.ts: while connections arrive). */
  takeTurnsWhile(active: () => boolean) {
    this.isActive = active;
  }

  /** How many continuations wait for a turn, for tests and logs. */
  get queued(): number {
    return this.waiting.length;
  }

  private now(): number {
    return this.options.now ? this.options.now() : performance.now();
  }

  /**
   * Nothing when the continuation may run in this turn; else a promise that resolves in a later turn. Called
   * as a query's answer arrives, before the code awaiting it runs.
   */
  take(): Promise<void> | undefined {
    if (!this.isActive() && this.waiting.length === 0) return undefined;
    const now = this.now();
    if (this.turnStart === null) this.startTurn(now);
    const start = this.turnStart ?? now;
    if (this.waiting.length === 0 && now - start < this.options.budgetMs) return undefined;
    return new Promise<void>((resolve) => {
      this.waiting.push(resolve);
      setImmediate(() => this.releaseOne());
    });
  }

  private startTurn(now: number) {
    this.turnStart = now;
    this.releasedThisTurn = 0;
    if (!this.ticking) {
      this.ticking = true;
      setImmediate(() => this.tick());
    }
  }

  /**
   * Marks each new turn: an immediate scheduled from the check phase runs in the next turn's check phase,
   * before the releases that were put off to that turn. Stops once nothing waits.
   */
  private tick() {
    if (this.waiting.length === 0) {
      this.ticking = false;
      this.turnStart = null;
      return;
    }
    this.turnStart = this.now();
    this.releasedThisTurn = 0;
    setImmediate(() => this.tick());
  }

  /** Lets the oldest waiting continuation run, unless this turn's budget is spent (then in the next turn). */
  private releaseOne() {
    const start = this.turnStart ?? this.now();
    if (this.releasedThisTurn > 0 && this.now() - start >= this.options.budgetMs) {
      setImmediate(() => this.releaseOne());
      return;
    }
    this.releasedThisTurn += 1;
    this.waiting.shift()?.();
  }
}

/** One per process: the event loop is the process's. */
export const processTurns = new FairTurns({ budgetMs: 10 });

/** The Kysely plugin that makes every query's answer take its turn (db/connect.ts). */
export class FairTurnsPlugin implements KyselyPlugin {
  constructor(private readonly turns: FairTurns = processTurns) {}

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    await this.turns.take();
    return args.result;
  }
}
