import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/** Every module a file imports, however deep, as "relative path" or a package's name. */
function importsOf(file: string, seen = new Map<string, string[]>()): Map<string, string[]> {
  if (seen.has(file)) return seen;
  const source = readFileSync(file, "utf8");
  const specifiers = [...source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+"([^"]+)"/gms)].map(
    (match) => match[1]!,
  );
  seen.set(file, specifiers);
  for (const specifier of specifiers) {
    if (specifier.startsWith(".")) importsOf(path.resolve(path.dirname(file), specifier), seen);
  }
  return seen;
}

describe("the catalogues the web app's first page loads", () => {
  it("bring no zod: the refusals they translate live in modules without schemas", () => {
    const index = fileURLToPath(new URL("./index.ts", import.meta.url));
    const withZod = [...importsOf(index)]
      .filter(([, specifiers]) =>
        specifiers.some((specifier) => specifier === "zod" || specifier.startsWith("zod/")),
      )
      .map(([file]) => path.relative(path.dirname(index), file));
    // zod and every form's schema were ~90 KB of the first page's JavaScript (27 KB compressed).
    expect(withZod).toEqual([]);
  });
});
