/**
 * The one place that reads PostgreSQL's error codes (https://www.postgresql.org/docs/current/errcodes-appendix.html).
 * Errors are searched along their `cause` chain: Kysely and tRPC wrap the driver's error.
 */
interface PgErrorFields {
  code?: string;
  constraint?: string;
}

function* causes(error: unknown): Generator<Error & PgErrorFields> {
  for (let current = error; current instanceof Error; current = current.cause) yield current;
}

/** A unique index refused the row; with a constraint name, only that index counts. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (const current of causes(error)) {
    if (current.code === "23505") return constraint === undefined || current.constraint === constraint;
  }
  return false;
}

/**
 * "Someone else changed these rows first": a unique index (the last line behind row locks), a serialization
 * failure or a deadlock. Each deserves a 409, not a 500.
 */
export function isConcurrentChange(error: unknown): boolean {
  for (const current of causes(error)) {
    if (current.code === "23505" || current.code === "40001" || current.code === "40P01") return true;
  }
  return false;
}

/** Connection-level failures: the database is down, restarting, out of connections, or too slow to answer. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const unavailableCodes = ["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "57P01", "57P03", "53300", "57014"];
  for (const current of causes(error)) {
    if (current.code && unavailableCodes.includes(current.code)) return true;
    if (
      /Connection terminated|timeout exceeded when trying to connect|Query read timeout|not queryable/i.test(
        current.message,
      )
    ) {
      return true;
    }
  }
  return false;
}
