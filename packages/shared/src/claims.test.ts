import { describe, expect, it } from "vitest";
import { claimConfirmSchema, claimRequestSchema } from "./claims.ts";
import { errorsOf, parseOk } from "./test-utils.ts";

describe("claimRequestSchema", () => {
  it("takes a church id and the verification email", () => {
    expect(
      parseOk(claimRequestSchema, { churchId: "7", verificationData: { email: " Office@Grace.org" } }),
    ).toEqual({
      churchId: 7,
      verificationData: { email: "office@grace.org" },
    });
  });

  it("refuses a missing church, a bad email and extra fields", () => {
    expect(errorsOf(claimRequestSchema, { churchId: "", verificationData: { email: "" } })).toEqual({
      churchId: ["Please select a church"],
      "verificationData.email": ["Please enter a valid email address"],
    });
    expect(
      claimRequestSchema.safeParse({
        churchId: 7,
        verificationData: { email: "a@b.co", pastorEmail: "x@y.co" },
      }).success,
    ).toBe(false);
    expect(
      claimRequestSchema.safeParse({ churchId: 7, verificationData: { email: "a@b.co" }, userId: 1 }).success,
    ).toBe(false);
  });
});

describe("claimConfirmSchema", () => {
  it("takes exactly six digits", () => {
    expect(parseOk(claimConfirmSchema, { churchId: 7, code: " 012345 " })).toEqual({
      churchId: 7,
      code: "012345",
    });
    for (const code of ["12345", "1234567", "12a456", 123456]) {
      expect(errorsOf(claimConfirmSchema, { churchId: 7, code })).toEqual({
        code: ["Please enter the 6-digit code"],
      });
    }
  });
});
