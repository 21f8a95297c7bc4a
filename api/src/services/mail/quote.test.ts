import { describe, expect, it } from "vitest";
import { MAIL_QUOTE_MAX_LENGTH, quoteForMail } from "./quote.ts";

describe("quoteForMail", () => {
  it("quotes an ordinary church name as it is", () => {
    expect(quoteForMail("St. Mary's Catholic Church")).toBe("“St. Mary's Catholic Church”");
  });

  it("defangs links, domain names and email addresses so mail clients do not link them", () => {
    expect(quoteForMail("Win at https://evil.example/x")).toBe("“Win at hxxps://evil[.]example/x”");
    expect(quoteForMail("evil.example")).toBe("“evil[.]example”");
    expect(quoteForMail("mail me@evil.example")).toBe("“mail me[at]evil[.]example”");
    // Full-width look-alikes become the characters they imitate first.
    expect(quoteForMail("ｅｖｉｌ．ｅｘａｍｐｌｅ")).toBe("“evil[.]example”");
  });

  it("keeps it on one line and drops direction overrides and invisible characters", () => {
    expect(quoteForMail("Grace\r\nBcc: x\u2028Chapel")).toBe("“Grace Bcc: x Chapel”");
    expect(quoteForMail("abc\u202Egpj.exe\u200B")).toBe("“abc gpj[.]exe”");
  });

  it("shortens long text", () => {
    const quoted = quoteForMail("Grace ".repeat(40));
    expect([...quoted].length).toBeLessThanOrEqual(MAIL_QUOTE_MAX_LENGTH + 2);
    expect(quoted.endsWith("…”")).toBe(true);
  });
});
