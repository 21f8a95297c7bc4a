import { describe, expect, it } from "vitest";
import { MAIL_LEASE_MS, MAIL_MAX_ATTEMPTS, mailRetryDelayMs } from "./mail-delivery.ts";

const MINUTE = 60_000;

describe("a mail's retries (docs/product/mail.md#when-a-mail-goes)", () => {
  it("wait 1, 2, 4, 8 ... minutes after each failure, at most an hour", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((attempts) => mailRetryDelayMs(attempts) / MINUTE)).toEqual([
      1, 2, 4, 8, 16, 32, 60, 60,
    ]);
  });

  it("go on for about six hours before the mail is left with its error", () => {
    let waited = 0;
    for (let attempts = 1; attempts < MAIL_MAX_ATTEMPTS; attempts += 1) waited += mailRetryDelayMs(attempts);
    expect(waited / (60 * MINUTE)).toBeGreaterThan(6);
    expect(waited / (60 * MINUTE)).toBeLessThan(8);
  });

  it("hold a mail longer than one attempt may last (the SMTP timeouts add up to under a minute)", () => {
    expect(MAIL_LEASE_MS).toBeGreaterThan(10_000 + 10_000 + 30_000);
  });
});
