import { expect, test } from "@playwright/test";

// Issue 44, item 2: the Open data page links every export, the API's description, the calendar and feeds, and
// names the licence; in Spanish too. Screenshots at a phone's and a laptop's width for review.

test("the Open data page links the exports, the API and the licence", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Open Data" }).click();
  await expect(page).toHaveURL(/\/open-data$/);
  await expect(page.getByRole("heading", { level: 1, name: "Open Data" })).toBeVisible();
  await expect(page.getByRole("link", { name: "CC-BY-4.0" })).toHaveAttribute(
    "href",
    "https://spdx.org/licenses/CC-BY-4.0.html",
  );

  const csv = page.getByRole("region", { name: "CSV" }).getByRole("link", { name: "Download" });
  const href = await csv.getAttribute("href");
  expect(href).toBe("/api/open-data/churches.csv");
  // The files' contents are checked by real parsers in api/test/open-data.test.ts; here, that the link works.
  const text = await (await page.request.get(href ?? "")).text();
  expect(text.split("\r\n", 1)[0]).toMatch(/^\ufeff?id,name,/);
  for (const name of ["GeoJSON", "Open Referral HSDS 3"]) {
    const link = page.getByRole("region", { name }).getByRole("link", { name: "Download" });
    const response = await page.request.get((await link.getAttribute("href")) ?? "");
    expect(response.status(), name).toBe(200);
  }
  await expect(page.getByRole("link", { name: "API reference" })).toHaveAttribute("href", "/api/docs");

  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/open-data-${width}.png`, fullPage: true });
  }
});

test("the Open data page in Spanish", async ({ page }) => {
  await page.goto("/es/open-data");
  await expect(page.getByRole("heading", { level: 1, name: "Datos abiertos" })).toBeVisible();
  await expect(page.getByText("Los listados se publican con la licencia")).toBeVisible();
  await expect(page.getByRole("link", { name: "Canal de eventos" })).toHaveAttribute(
    "href",
    "/feeds/events.atom?lang=es",
  );
  await page.setViewportSize({ width: 390, height: 900 });
  await page.screenshot({ path: "test-results/open-data-es-390.png", fullPage: true });
});
