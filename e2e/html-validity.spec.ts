import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { world } from "./fixtures/world.ts";

// Issue 40: the Nu Html Checker (vnu-jar, run by the machine's Java) finds no error on the public pages in
// either language, both as the server sends them and as the document stands once React has rendered (where
// <a type="button">, a <div> inside a <button> and a <time> without datetime came from).

test.describe.configure({ timeout: 600_000 });

const require = createRequire(import.meta.url);
const VNU_JAR = path.join(path.dirname(require.resolve("vnu-jar/package.json")), "build/dist/vnu.jar");

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** Every error the checker reports over these files (warnings and notes are left out). */
function validate(files: string[]): VnuMessage[] {
  // The checker writes its JSON report to stderr; --exit-zero-always keeps a report with errors an answer.
  const run = spawnSync("java", ["-jar", VNU_JAR, "--format", "json", "--exit-zero-always", ...files], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`The Nu Html Checker did not run: ${run.stderr || run.error}`);
  return (JSON.parse(run.stderr) as { messages: VnuMessage[] }).messages.filter(
    (message) => message.type === "error" || message.subType === "fatal",
  );
}

async function firstEventId(page: Page): Promise<number> {
  const events = (await (await page.request.get("/api/events")).json()) as Array<{ id: number }>;
  expect(events.length).toBeGreaterThan(0);
  return events[0]!.id;
}

test("the public pages are valid HTML in both languages, as sent and once rendered", async ({ page }) => {
  const { located } = world();
  const eventId = await firstEventId(page);
  const paths = [
    "/",
    "/events",
    `/events/${eventId}`,
    `/church/${located.id}`,
    "/resources",
    "/help",
    "/church-plant-request",
    "/pastoral-candidate",
    "/register-church",
  ];
  // HTML_VALIDITY_KEEP=1 leaves the pages checked in the temporary folder, to read what the checker names.
  const dir = mkdtempSync(path.join(tmpdir(), "html-validity-"));
  try {
    const files: string[] = [];
    const write = (name: string, html: string) => {
      const file = path.join(dir, `${name.replace(/[^a-z0-9]+/gi, "_")}.html`);
      writeFileSync(file, html);
      files.push(file);
    };
    for (const prefix of ["", "/es"]) {
      for (const pathname of paths) {
        const address = `${prefix}${pathname}` === "/es/" ? "/es" : `${prefix}${pathname}`;
        const sent = await page.request.get(address);
        expect(sent.status(), address).toBe(200);
        write(`sent${address}`, await sent.text());

        await page.goto(address);
        await page.waitForLoadState("networkidle");
        await expect(page.locator("main h1, [role=dialog] h2").first()).toBeVisible();
        const rendered = await page.evaluate(() => `<!DOCTYPE html>\n${document.documentElement.outerHTML}`);
        write(`rendered${address}`, rendered);
      }
    }
    // react-map-gl writes a `mapboxgl-children` attribute on the div it keeps the map's children in (the church
    // page's map, loaded when its area is in view): third-party markup, only in the browser (never sent).
    const errors = validate(files).filter((error) => !error.message.includes("“mapboxgl-children”"));
    const described = errors.map(
      (error) =>
        `${path.basename(error.url)}:${error.lastLine ?? "?"} ${error.message}` +
        (error.extract ? `\n    ${error.extract.replace(/\s+/g, " ").slice(0, 160)}` : ""),
    );
    expect(described, described.join("\n")).toEqual([]);
  } finally {
    if (process.env.HTML_VALIDITY_KEEP === "1") console.log(`pages checked: ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
});
