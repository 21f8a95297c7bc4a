import { describe, expect, it } from "vitest";
import { loginSchema, safeRedirectPath } from "./auth.ts";
import { errorsOf, parseOk } from "./test-utils.ts";

describe("loginSchema", () => {
  it("trims and lower-cases the email, keeps the password as typed", () => {
    expect(parseOk(loginSchema, { email: "  Admin@Example.com ", password: " secret " })).toEqual({
      email: "admin@example.com",
      password: " secret ",
    });
  });

  it("gives the original messages", () => {
    expect(errorsOf(loginSchema, { email: "admin", password: "" })).toEqual({
      email: ["Please enter a valid email address"],
      password: ["Password is required"],
    });
    expect(errorsOf(loginSchema, {})).toEqual({
      email: ["Please enter a valid email address"],
      password: ["Password is required"],
    });
  });

  it("refuses passwords over 128 characters and unknown fields", () => {
    expect(errorsOf(loginSchema, { email: "a@b.co", password: "x".repeat(129) })).toHaveProperty("password");
    expect(loginSchema.safeParse({ email: "a@b.co", password: "x", remember: true }).success).toBe(false);
  });
});

describe("safeRedirectPath", () => {
  it("keeps a path on this site, with its query and hash", () => {
    expect(safeRedirectPath("/claim")).toBe("/claim");
    expect(safeRedirectPath("/admin/resources?type=2#top")).toBe("/admin/resources?type=2#top");
  });

  it("refuses other sites and tricks that browsers read as another host", () => {
    for (const value of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "\\evil.example",
      "/\t/evil.example",
      "javascript:alert(1)",
      "claim",
      "",
      42,
      undefined,
    ]) {
      expect(safeRedirectPath(value), String(value)).toBeNull();
    }
  });

  it("refuses the sign-in screen and the server's own routes", () => {
    expect(safeRedirectPath("/auth")).toBeNull();
    expect(safeRedirectPath("/auth?redirect=/x")).toBeNull();
    expect(safeRedirectPath("/api/auth/logout")).toBeNull();
    expect(safeRedirectPath("/authors")).toBe("/authors");
  });
});
