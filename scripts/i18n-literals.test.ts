import path from "node:path";
import { describe, expect, it } from "vitest";
import { en, es } from "../packages/shared/src/i18n/index.ts";
import {
  AVAILABILITY_OPTIONS,
  CANDIDATE_STATUSES,
  COMMUNITY_TYPES,
  EVENT_TYPES,
  MARITAL_STATUSES,
  PLANT_REQUEST_STATUSES,
  PLANT_TIMELINES,
  PRIORITIES,
  RESOURCE_STATUSES,
} from "../packages/shared/src/index.ts";
import { findLiterals, literalsIn, tsxFiles } from "./lib/i18n-literals.ts";

const root = path.resolve(import.meta.dirname, "..");

describe("user-visible text in web/src", () => {
  it("comes from the catalogues in every file", () => {
    const files = tsxFiles(root, "web/src");
    const found = literalsIn(root, files).map((literal) => `${literal.file}:${literal.line} ${literal.text}`);
    expect(
      found,
      "put these texts in packages/shared/src/i18n (en.ts and es.ts) and show them with t()",
    ).toEqual([]);
  });
});

/**
 * The stored option lists (constants.ts) and where the catalogues label them. A value without a Spanish label
 * falls back to English on a Spanish screen: the events filter offered "Workshop".
 */
const OPTION_LISTS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ["events.types", EVENT_TYPES],
  ["planting.timelines", PLANT_TIMELINES],
  ["planting.maritalStatuses", MARITAL_STATUSES],
  ["planting.communityTypes", COMMUNITY_TYPES],
  ["planting.availability", AVAILABILITY_OPTIONS],
  ["plantingAdmin.requestStatuses", PLANT_REQUEST_STATUSES],
  ["plantingAdmin.candidateStatuses", CANDIDATE_STATUSES],
  ["plantingAdmin.priorities", PRIORITIES],
  ["plantingAdmin.priorityBadges", PRIORITIES],
  ["adminContent.resources.statuses", RESOURCE_STATUSES],
];

/** The catalogue's own text at `path` (no fallback to the other language), or undefined. */
function textAt(catalogue: object, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
}

describe("the option lists", () => {
  it.each(OPTION_LISTS)("%s: every value has a label in English and in Spanish", (path, values) => {
    const missing = values.flatMap((value) =>
      (["en", "es"] as const)
        .filter((language) => typeof textAt(language === "en" ? en : es, `${path}.${value}`) !== "string")
        .map((language) => `${language}: ${value}`),
    );
    expect(missing).toEqual([]);
  });
});

describe("the literal check", () => {
  const texts = (source: string) => findLiterals("x.tsx", source).map((literal) => literal.text);

  it("finds text between tags, in the attributes people read, in conditionals and the original constants", () => {
    expect(texts(`const a = <p>Hello there</p>;`)).toEqual(["Hello there"]);
    expect(
      texts(`const a = <input placeholder="Search events..." aria-label={open ? "Close menu" : "Open"} />;`),
    ).toEqual(["Search events...", "Close menu", "Open"]);
    expect(texts(`const a = <p>{done ? "All set" : null}</p>;`)).toEqual(["All set"]);
    expect(texts(`const a = <a title={\`Open \${name} in a new tab\`} />;`)).toEqual([
      expect.stringContaining("in a new tab"),
    ]);
    expect(
      texts(`import { NO_EVENTS_FOUND, CHURCH_NOT_FOUND } from "@app/shared";
const a = <p>{NO_EVENTS_FOUND}{CHURCH_NOT_FOUND.title}</p>;`),
    ).toEqual(["NO_EVENTS_FOUND", "CHURCH_NOT_FOUND.title"]);
  });

  it("finds a toast's text written in English, and leaves its keys alone", () => {
    expect(
      texts(`const save = () => {
  notifySuccess("Event deleted");
  notifyFailure(error, { title: "Could not save", signedOut: false });
  notifySuccess(MSG.adminEvents.deleted);
  notifyInfo(t("auth.codeSent"), { description: MSG.messages.TRY_AGAIN });
};`),
    ).toEqual(["Event deleted", "Could not save"]);
  });

  it("leaves alone what no one reads: keys, comparisons, class names, paths, punctuation", () => {
    expect(
      texts(`const a = (
  <Box className="Card wide" to="/church/$id" size={variant === "bar" ? "sm" : "md"} aria-label={t("nav.main")}>
    {t("nav.home")} · {count} / {total}
    {role === "Admin" && <b>{name}</b>}
  </Box>
);`),
    ).toEqual([]);
  });
});
