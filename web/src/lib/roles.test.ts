import { describe, expect, it } from "vitest";
import { displayName, shortName } from "./roles";

describe("the header's account name", () => {
  it("is the first name, or the email when there is none", () => {
    expect(displayName({ firstName: " Miriam ", email: "m@example.org" })).toBe("Miriam");
    expect(displayName({ firstName: "", email: "m@example.org" })).toBe("m@example.org");
  });

  it("keeps a short name whole", () => {
    expect(shortName("admin@example.org")).toBe("admin@example.org");
  });

  it("shortens a long email in its local part, keeping the domain", () => {
    const short = shortName("administrator.of.grace.chapel@example.org");
    expect(short).toBe("adminis…@example.org");
    expect(short).toHaveLength(20);
  });

  it("cuts a long name, or an email with a long domain, at the end", () => {
    expect(shortName("Bartholomew-Alexander Featherstonehaugh")).toBe("Bartholomew-Alexand…");
    expect(shortName("pastor@grace-community-church-of-ames.org")).toBe("pastor@grace-commun…");
  });
});
