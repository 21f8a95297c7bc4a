import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  AVAILABILITY_OPTIONS,
  CANDIDATE_STATUSES,
  CHURCH_STATE_CODES,
  CHURCH_STATES,
  COMMUNITY_TYPES,
  EVENT_TYPES,
  eventTypeLabel,
  MARITAL_STATUSES,
  PLANT_REQUEST_STATUSES,
  PRIORITIES,
  pastorLine,
  RESOURCE_STATUSES,
  RESOURCE_TYPE_COLORS,
  ROLES,
  socialPlatformName,
  US_STATES,
} from "./constants.ts";

const migration = readFileSync(new URL("../../../api/migrations/0001_init.sql", import.meta.url), "utf8");

/** The values of the CHECK (column IN (...)) list of one column, in order. */
function checkList(column: string): string[] {
  const match = new RegExp(`${column}[^\\n]*?(?:\\n\\s*)?CHECK \\(${column} IN \\(([^)]*)\\)`).exec(
    migration,
  );
  if (!match?.[1]) throw new Error(`no CHECK list for ${column}`);
  return [...match[1].matchAll(/'([^']*)'/g)].map((m) => m[1] ?? "");
}

describe("constants", () => {
  it("lists the association's states in the original order with their names", () => {
    expect(CHURCH_STATE_CODES).toEqual(["IL", "IN", "IA", "KS", "MI", "MN", "MO", "NE", "OH", "WI"]);
    expect(CHURCH_STATES[0]).toEqual({ code: "IL", name: "Illinois" });
    expect(CHURCH_STATES[9]).toEqual({ code: "WI", name: "Wisconsin" });
  });

  it("has the 50 US states, AL through WY, each once", () => {
    expect(US_STATES).toHaveLength(50);
    expect(new Set(US_STATES).size).toBe(50);
    expect(US_STATES[0]).toBe("AL");
    expect(US_STATES.at(-1)).toBe("WY");
    expect(US_STATES).not.toContain("DC");
  });

  it("agrees with every enumerated CHECK constraint of the database", () => {
    expect(checkList("role")).toEqual([...ROLES]);
    expect(checkList("color")).toEqual([...RESOURCE_TYPE_COLORS]);
    expect(checkList("type")).toEqual([...EVENT_TYPES]);
    expect(checkList("priority")).toEqual([...PRIORITIES]);
    expect(checkList("marital_status")).toEqual([...MARITAL_STATUSES]);
    expect(checkList("community_type_preference")).toEqual([...COMMUNITY_TYPES]);
    expect(checkList("availability")).toEqual([...AVAILABILITY_OPTIONS]);
    expect(migration).toContain(`status IN (${RESOURCE_STATUSES.map((s) => `'${s}'`).join(", ")})`);
    expect(migration).toContain(`status IN (${PLANT_REQUEST_STATUSES.map((s) => `'${s}'`).join(", ")})`);
    expect(migration).toContain(`status IN (${CANDIDATE_STATUSES.map((s) => `'${s}'`).join(", ")})`);
  });

  it("labels the six public event types and capitalises the others", () => {
    expect(eventTypeLabel("study")).toBe("Bible Studies");
    expect(eventTypeLabel("special")).toBe("Special Events");
    expect(eventTypeLabel("workshop")).toBe("Workshop");
    expect(eventTypeLabel("picnic")).toBe("Picnic");
  });
});

describe("pastorLine", () => {
  it("adds the title only to a name that has none", () => {
    expect(pastorLine("Luke Brandt")).toBe("Pastor Luke Brandt");
    expect(pastorLine("Pastor Luke Brandt")).toBe("Pastor Luke Brandt");
    expect(pastorLine("Rev. Ann Lee")).toBe("Rev. Ann Lee");
    expect(pastorLine("Dr. Sam Okoro")).toBe("Dr. Sam Okoro");
    // A name that merely starts like a title is still a name.
    expect(pastorLine("Frank Dempsey")).toBe("Pastor Frank Dempsey");
    expect(pastorLine("Drew Hall")).toBe("Pastor Drew Hall");
  });
});

describe("socialPlatformName", () => {
  it("spells each platform as it spells itself", () => {
    expect(socialPlatformName("youtube")).toBe("YouTube");
    expect(socialPlatformName("linkedin")).toBe("LinkedIn");
    expect(socialPlatformName("mastodon")).toBe("Mastodon");
  });
});
