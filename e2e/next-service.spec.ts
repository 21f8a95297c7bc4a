import { expect, type Page, test } from "@playwright/test";
import { interactive } from "./fixtures/weekly-services.ts";

// Issue 41, point 6: the directory's cards and the map's popup name a church's next service, in the church's own
// time and the page's language (docs/product/weekly-services.md, "The next service").
test.describe.configure({ timeout: 180_000 });

const GRAND_AVENUE = "Grand Avenue Community Church";
const NEXT = {
  en: /(Sunday|Wednesday) \d{1,2}:\d{2}\s(AM|PM) · .*(in \d+ (minutes?|hours?|days)|tomorrow)$/,
  es: /(domingo|miércoles) \d{1,2}:\d{2}\sa?p?\.\s?m\. · .*(dentro de \d+ (minutos?|horas?|días)|mañana|pasado mañana)$/,
};

/** The demo's Grand Avenue, once the server has looked up its time zone (just after it starts). */
async function waitForZone(page: Page) {
  await expect
    .poll(
      async () => {
        const answer = await page.request.get(
          `/api/churches/page?offset=0&limit=5&q=${encodeURIComponent(GRAND_AVENUE)}`,
        );
        const { items } = (await answer.json()) as { items: Array<{ timeZone: string | null }> };
        return items[0]?.timeZone ?? null;
      },
      { timeout: 60_000 },
    )
    .toBe("America/Chicago");
}

for (const locale of ["en", "es"] as const) {
  test(`a card and the map's popup name the next service (${locale})`, async ({ page }) => {
    await waitForZone(page);
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      const prefix = locale === "en" ? "" : "/es";
      await page.goto(`${prefix}/?scrollTo=directory&q=${encodeURIComponent(GRAND_AVENUE)}`);
      const card = page.getByRole("article", { name: GRAND_AVENUE });
      const line = card.getByTestId("card-next-service");
      await expect(line).toHaveText(NEXT[locale], { timeout: 30_000 });
      // The words a screen reader hears first say what the line is.
      await expect(line).toContainText(locale === "en" ? "Next service:" : "Próximo servicio:");
      await card.screenshot({ path: test.info().outputPath(`card-${width}-${locale}.png`) });

      // Choosing the card opens its popup on the map, which says the same.
      await expect(page.locator("#directory canvas").first()).toBeVisible({ timeout: 30_000 });
      await (await interactive(card.getByRole("button", { name: GRAND_AVENUE }))).click();
      const popup = page.getByTestId("church-popup");
      await expect(popup).toBeVisible({ timeout: 30_000 });
      // The same service (how far off it is may have moved by a minute meanwhile).
      const said = ((await line.textContent()) ?? "").replace(/ · [^·]*$/, "");
      await expect(popup.getByTestId("card-next-service")).toContainText(said);
      await popup
        .locator("xpath=ancestor::*[contains(@class, 'maplibregl-popup')][1]")
        .screenshot({ path: test.info().outputPath(`popup-${width}-${locale}.png`) });
    }
  });
}
