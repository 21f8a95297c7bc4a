import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { signInAsAdmin, uniqueTag } from "./fixtures/session.ts";

/** 50 rows: 48 churches and 2 without an address; the city sits under a header the guess does not know. */
function spreadsheet(tag: string): Buffer {
  const lines = ["Church Name,Street Address,Locality,State,Zip,Pastor"];
  for (let i = 1; i <= 50; i++) {
    const address = i === 7 || i === 31 ? "" : `${i} Import Way`;
    lines.push(`Imported ${tag} Church ${i},${address},Ames,IA,50010,Pastor ${i}`);
  }
  return Buffer.from(`${lines.join("\r\n")}\r\n`);
}

/** The open step has no moderate, serious or critical axe finding (the route's empty state is in a11y.spec.ts). */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  const serious = results.violations.filter((v) =>
    ["moderate", "serious", "critical"].includes(v.impact ?? ""),
  );
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

async function searchCount(page: Page, tag: string): Promise<number> {
  const response = await page.request.get(`/api/churches/search?q=${encodeURIComponent(tag)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as unknown[]).length;
}

/**
 * The churches the directory's map draws for a search, counted from its keyboard list of markers (one entry
 * per marker; a cluster's entry names how many churches it holds).
 */
async function churchesOnTheMap(page: Page, search: string): Promise<number> {
  await page.goto(`/?q=${encodeURIComponent(search)}&scrollTo=directory`);
  const status = page.getByTestId("directory-map-viewport");
  await expect(status).toHaveAttribute("data-status", "drawn", { timeout: 60_000 });
  const entries = await page
    .getByRole("list", { name: "Churches and clusters on the map" })
    .getByRole("button")
    .allTextContents();
  return entries.reduce((sum, entry) => sum + Number(/^Cluster of (\d+) churches$/.exec(entry)?.[1] ?? 1), 0);
}

test("an administrator imports a 50-row file, fixes a mapping, excludes two invalid rows, commits, sees them on the map and undoes", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await signInAsAdmin(context, baseURL!);
  const tag = uniqueTag("imp");
  expect(await searchCount(page, tag)).toBe(0);

  await page.goto("/admin");
  await page.getByRole("link", { name: /Import Churches/ }).click();
  await expect(page.getByRole("heading", { name: "Import Churches", level: 1 })).toBeVisible();
  await page.getByTestId("import-file").setInputFiles({
    name: `${tag}.csv`,
    mimeType: "text/csv",
    buffer: spreadsheet(tag),
  });
  await page.getByRole("button", { name: "Upload" }).click();

  // The guess leaves "Locality" out: the city is still needed until the administrator picks it.
  await expect(page.getByText("Match the columns")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Still needed: City")).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "/tmp/import-mapping-390.png", fullPage: true });
  await expectAccessible(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.locator("#import-column-2").selectOption("city");
  await expect(page.getByText("Still needed")).toHaveCount(0);
  await page.getByRole("button", { name: "Preview the import" }).click();

  const batch = page.getByRole("region", { name: `${tag}.csv` });
  await expect(batch.getByText("Ready to import")).toBeVisible({ timeout: 60_000 });
  await batch.getByRole("button", { name: "2 invalid" }).click();
  for (const number of [8, 32]) {
    const row = batch.getByTestId(`import-row-${number}`);
    await expect(row).toContainText("Address is required");
    await row.getByText("Include").click();
    await expect(row.getByRole("checkbox")).not.toBeChecked();
  }
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: "/tmp/import-preview-1366.png", fullPage: true });
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "/tmp/import-preview-390.png", fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });

  await batch.getByRole("button", { name: "Import 48 rows" }).click();
  await expect(batch.getByTestId("import-summary")).toContainText("48 created", { timeout: 60_000 });
  await expect(batch.getByTestId("import-summary")).toContainText("2 excluded");
  expect(await searchCount(page, tag)).toBe(48);
  await page.screenshot({ path: "/tmp/import-committed-1366.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "/tmp/import-committed-390.png", fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  expect(await churchesOnTheMap(page, tag)).toBe(48);
  await page.goto("/admin/import");
  await page
    .getByRole("listitem")
    .filter({ hasText: `${tag}.csv` })
    .getByRole("button", { name: "Open" })
    .click();

  await batch.getByRole("button", { name: "Undo this import" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Undo this import" }).click();
  await expect(batch.getByText("Undone", { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(batch.getByTestId("import-summary")).toContainText("48 removed");
  expect(await searchCount(page, tag)).toBe(0);
  await expect(batch.getByTestId("import-kept")).toHaveCount(0);
  expect(await churchesOnTheMap(page, tag)).toBe(0);

  // The same batch in Spanish: the screen's words and the status from the catalogue.
  await page.goto("/es/admin/import");
  await expect(page.getByRole("heading", { name: "Importar iglesias", level: 1 })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Importaciones" }).getByText("Deshecha").first(),
  ).toBeVisible();
});
