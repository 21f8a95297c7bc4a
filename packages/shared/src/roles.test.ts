import { describe, expect, it } from "vitest";
import { accountHome, userHasRole } from "./roles.ts";

describe("roles", () => {
  it("answers only for the role the account holds, and never for nobody", () => {
    expect(userHasRole({ role: "admin" }, "admin")).toBe(true);
    expect(userHasRole({ role: "church" }, "admin")).toBe(false);
    expect(userHasRole({ role: "pastor" }, "church")).toBe(false);
    expect(userHasRole(null, "admin")).toBe(false);
    expect(userHasRole(undefined, "church")).toBe(false);
  });

  it("sends an administrator to the administration unless they manage a church", () => {
    expect(accountHome({ role: "admin", churchId: null })).toBe("/admin");
    expect(accountHome({ role: "admin", churchId: 7 })).toBe("/profile");
    expect(accountHome({ role: "church", churchId: null })).toBe("/profile");
  });
});
