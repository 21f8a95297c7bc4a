import path from "node:path";
import { describe, expect, it } from "vitest";
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
