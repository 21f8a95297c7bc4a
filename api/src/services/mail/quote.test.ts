import { describe, expect, it } from "vitest";
import { MAIL_QUOTE_MAX_LENGTH, quoteForMail } from "./quote.ts";

describe("quoteForMail", () => {
  it("quotes an ordinary church name as it is", () => {
    expect(quoteForMail("St. Mary's Catholic Church")).toBe("“St. Mary's Catholic Church”");
    expect(quoteForMail("1st Baptist Church")).toBe("“1st Baptist Church”");
    expect(quoteForMail("Iglesia Cristiana Bet-El")).toBe("“Iglesia Cristiana Bet-El”");
    expect(quoteForMail("Father & Son (Ames)")).toBe("“Father & Son (Ames)”");
  });

  it("drops links, domain names and email addresses whole", () => {
    expect(quoteForMail("Win at https://evil.example/x")).toBe("“Win at”");
    expect(quoteForMail("Grace evil.example Chapel")).toBe("“Grace Chapel”");
    expect(quoteForMail("Grace www.evil Chapel")).toBe("“Grace Chapel”");
    expect(quoteForMail("mail me@evil.example")).toBe("“mail”");
    // Full-width look-alikes become the characters they imitate first.
    expect(quoteForMail("Grace ｅｖｉｌ．ｅｘａｍｐｌｅ")).toBe("“Grace”");
  });

  it("drops the digits of anything long enough to be a phone number, and a pitch's punctuation", () => {
    expect(quoteForMail("Grace: call +1 (800) 555-0100!")).toBe("“Grace call”");
    expect(quoteForMail("Grace call 8 0 0 5 5 5")).toBe("“Grace call”");
    expect(quoteForMail("Church at 5th Street")).toBe("“Church at 5th Street”");
  });

  it("keeps it on one line and drops direction overrides and invisible characters", () => {
    expect(quoteForMail("Grace\r\nBcc: x\u2028Chapel")).toBe("“Grace Bcc x Chapel”");
    expect(quoteForMail("abc\u202Egpj.exe\u200B")).toBe("“abc”");
    expect(quoteForMail("Grace\u0000\u0007\u001b[31m Chapel")).toBe("“Grace 31m Chapel”");
  });

  it("shortens a long name at a word, to at most MAIL_QUOTE_MAX_LENGTH characters", () => {
    const pitch = "Grace Chapel your account is locked reply now to unlock it";
    expect(quoteForMail(pitch)).toBe("“Grace Chapel your account is…”");
    for (const name of [pitch, "Grace ".repeat(40), "x".repeat(200), `Grace ${"y".repeat(60)}`]) {
      const inner = [...quoteForMail(name)].slice(1, -1);
      expect(inner.length, name).toBeLessThanOrEqual(MAIL_QUOTE_MAX_LENGTH);
      expect(inner.at(-1), name).toBe("…");
    }
    expect(quoteForMail(`Grace ${"y".repeat(60)}`)).toBe("“Grace…”");
    expect(quoteForMail("x".repeat(200))).toBe(`“${"x".repeat(MAIL_QUOTE_MAX_LENGTH - 1)}…”`);
  });
});
