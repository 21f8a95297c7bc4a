import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The repository stands alone (issue 39): a comment that explains a rule cites the product file and section it
// comes from (CONTRIBUTING.md, "Adding a screen or a procedure"), and nothing points at a folder outside it.
// Every citation of a file under docs/ (a product rule, a decision, its notes) names a file and, if a section, a
// heading that exist, so a decision split into decision and notes cannot leave a comment pointing at nothing.

const root = path.resolve(import.meta.dirname, "..");
const SOURCE_FOLDERS = ["api/src", "web/src", "packages/shared/src", "scripts"];
const DOC_FILES = ["README.md", "ARCHITECTURE.md", "CONTRIBUTING.md"];
const DOC_FOLDERS = ["docs"];

function filesUnder(folder: string, keep: (name: string) => boolean): string[] {
  const absolute = path.join(root, folder);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.split(path.sep).includes("node_modules"));
}

const isSource = (name: string) => /\.(ts|tsx|mjs|cjs)$/.test(name);
const sources = SOURCE_FOLDERS.flatMap((folder) => filesUnder(folder, isSource));
/** The tests and the web's build files cite docs too; they are not held to the no-"spec" rule below. */
const citingOnly = [
  ...["api/test", "e2e", "web/basemap"].flatMap((folder) => filesUnder(folder, isSource)),
  ...readdirSync(path.join(root, "web"), { withFileTypes: true })
    .filter((entry) => entry.isFile() && isSource(entry.name))
    .map((entry) => path.join("web", entry.name)),
];
const docs = [
  ...DOC_FILES,
  ...DOC_FOLDERS.flatMap((folder) => filesUnder(folder, (name) => name.endsWith(".md"))),
];

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_\- ]/gu, "")
    .replace(/ /g, "-");
}

function anchorsOf(file: string): Set<string> {
  const text = readFileSync(path.join(root, file), "utf8");
  return new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => headingAnchor(match[1] ?? "")));
}

/** Every `docs/<path>.md` or `docs/<path>.md#<anchor>` a file names, with its line. */
function citationsIn(file: string): { line: number; target: string; anchor: string | undefined }[] {
  const lines = readFileSync(path.join(root, file), "utf8").split("\n");
  return lines.flatMap((text, index) =>
    [...text.matchAll(/(?<![\w/.-])docs\/((?:[\w-]+\/)*[\w.-]+\.md)(?:#([\w-]+))?/g)].map((match) => ({
      line: index + 1,
      target: `docs/${match[1]}`,
      anchor: match[2],
    })),
  );
}

/** Words that send a reader to the specification folder beside the repository instead of saying the rule. */
const OUTSIDE_POINTERS = [
  /\.\.\/shared\b/,
  /\bDESIGN\.md\b/,
  /\b[Tt]he spec\b(?![.-])/,
  /\bspec's\b/,
  /\b[Ss]pec section\b/,
  /\bSpec[:(]/,
];

describe("the docs citations", () => {
  it("name a file and a heading that exist", () => {
    const anchors = new Map<string, Set<string>>();
    const broken = [...sources, ...citingOnly, ...docs].flatMap((file) =>
      citationsIn(file).flatMap(({ line, target, anchor }) => {
        if (!existsSync(path.join(root, target))) return [`${file}:${line} ${target} (no such file)`];
        if (anchor === undefined) return [];
        if (!anchors.has(target)) anchors.set(target, anchorsOf(target));
        return anchors.get(target)?.has(anchor)
          ? []
          : [`${file}:${line} ${target}#${anchor} (no such heading)`];
      }),
    );
    expect(broken, "cite a heading of the file (its GitHub anchor), or add the section").toEqual([]);
  });

  it("are what comments cite, not a specification outside the repository", () => {
    const pointers = sources
      .filter((file) => !/\.(test|spec)\.tsx?$/.test(file))
      .flatMap((file) =>
        readFileSync(path.join(root, file), "utf8")
          .split("\n")
          .flatMap((text, index) =>
            OUTSIDE_POINTERS.some((pattern) => pattern.test(text))
              ? [`${file}:${index + 1} ${text.trim()}`]
              : [],
          ),
      );
    expect(pointers, "say the rule and cite docs/product/<capability>.md#<section>").toEqual([]);
  });

  it("leave no link to a folder beside the repository in the docs", () => {
    const links = docs.flatMap((file) =>
      readFileSync(path.join(root, file), "utf8")
        .split("\n")
        .flatMap((text, index) =>
          /\.\.\/shared\b|\bDESIGN\.md\b/.test(text) ? [`${file}:${index + 1} ${text.trim()}`] : [],
        ),
    );
    expect(links).toEqual([]);
  });
});

describe("the heading anchor", () => {
  it("is GitHub's: lower case, punctuation dropped, spaces as hyphens", () => {
    expect(headingAnchor("The owner's profile")).toBe("the-owners-profile");
    expect(headingAnchor("Accept, and revert per field")).toBe("accept-and-revert-per-field");
    expect(headingAnchor("Signing up without a church")).toBe("signing-up-without-a-church");
  });
});
