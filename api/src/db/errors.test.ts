import { describe, expect, it } from "vitest";
import { isConcurrentChange, isDatabaseUnavailable, isUniqueViolation } from "./errors.ts";

const pgError = (code: string, constraint?: string) => Object.assign(new Error("pg"), { code, constraint });
const wrapped = (cause: Error) => new Error("query failed", { cause });

describe("PostgreSQL error classification", () => {
  it("finds a unique violation, by constraint when named, also inside a wrapping error", () => {
    expect(isUniqueViolation(pgError("23505", "users_email_key"))).toBe(true);
    expect(isUniqueViolation(wrapped(pgError("23505", "users_email_key")), "users_email_key")).toBe(true);
    expect(isUniqueViolation(pgError("23505", "churches_owner_key"), "users_email_key")).toBe(false);
    expect(isUniqueViolation(pgError("23503"))).toBe(false);
  });

  it("reads unique violations, serialization failures and deadlocks as concurrent changes", () => {
    for (const code of ["23505", "40001", "40P01"])
      expect(isConcurrentChange(wrapped(pgError(code)))).toBe(true);
    expect(isConcurrentChange(pgError("23514"))).toBe(false);
  });

  it("reads refused connections, shutdowns and timeouts as the database being unavailable", () => {
    for (const code of ["ECONNREFUSED", "57P01", "57014", "53300"]) {
      expect(isDatabaseUnavailable(wrapped(pgError(code)))).toBe(true);
    }
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    // pg's words for a query on a client whose connection has already failed.
    expect(
      isDatabaseUnavailable(new Error("Client has encountered a connection error and is not queryable")),
    ).toBe(true);
    expect(isDatabaseUnavailable(pgError("23505"))).toBe(false);
    expect(isDatabaseUnavailable("not an error")).toBe(false);
  });
});
