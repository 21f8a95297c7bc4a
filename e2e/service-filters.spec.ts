import { expect, type Page, test } from "@playwright/test";
import { signInAsAdmin, uniqueTag } from "./fixtures/session.ts";

// Issue 41, deliverable 4: the directory's "When" filters on a phone, in Spanish. A church with a matching
// service comes before "Horarios no publicados"; the address carries the filters through a reload and Back.
test.describe.configure({ timeout: 180_000 });

const GRAND_AVENUE = "Grand Avenue Community Church";
const searchParam = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

test("on a phone, in Spanish: a Spanish service this Sunday morning near Des Moines", async ({
  page,
  context,
  baseURL,
}) => {
  // A Des Moines church that lists no service times, made here: the demo's and the world's churches get services
  // read from their text by the server's housekeeping, so which of them have none depends on when this runs.
  await signInAsAdmin(context, baseURL!);
  const quiet = await context.request.post("/api/admin/churches", {
    data: {
      name: `Quiet Chapel ${uniqueTag("sf")}`,
      address: "1 Quiet St",
      city: "Des Moines",
      state: "IA",
      zipCode: "50309",
    },
    headers: { origin: baseURL! },
  });
  expect(quiet.ok(), await quiet.text()).toBe(true);
  await context.clearCookies();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/es?q=${encodeURIComponent("Des Moines")}`);
  const directory = page.locator("#directory");
  const list = page.getByTestId("church-list");
  await expect(list.getByText(GRAND_AVENUE)).toBeVisible({ timeout: 30_000 });
  // No "When" filter yet: no divider.
  await expect(page.getByTestId("times-not-listed")).toHaveCount(0);

  // On a phone the "When" filters sit behind "Más filtros".
  const day = page.getByRole("combobox", { name: "Día del servicio" });
  await expect(day).toBeHidden();
  await page.getByRole("button", { name: "Más filtros" }).click();
  await day.selectOption({ label: "Este domingo" });
  await expect.poll(() => searchParam(page, "day")).toBe("this-sunday");
  await page.getByRole("combobox", { name: "Hora del día" }).selectOption({ label: "Mañana" });
  await expect.poll(() => searchParam(page, "time")).toBe("morning");
  await page.getByRole("combobox", { name: "Idioma del servicio" }).selectOption({ label: "español" });
  await expect.poll(() => searchParam(page, "serviceLanguage")).toBe("es");

  const divider = list.getByTestId("times-not-listed");
  await expect(divider).toContainText("Horarios no publicados");
  await expect(divider).toContainText("no han publicado sus horarios");
  await expectBeforeDivider(page);
  await directory.screenshot({ path: test.info().outputPath("service-filters-390.png") });

  // The address is the filters: a reload keeps them, and the selects show them.
  expect(page.url()).toMatch(/\/es\?/);
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Día del servicio" })).toHaveValue("this-sunday");
  await expect(page.getByRole("combobox", { name: "Hora del día" })).toHaveValue("morning");
  await expect(page.getByRole("combobox", { name: "Idioma del servicio" })).toHaveValue("es");
  await expectBeforeDivider(page);

  // Back undoes one choice at a time: the language first, then the time of day.
  await page.goBack();
  await expect.poll(() => searchParam(page, "serviceLanguage")).toBeNull();
  expect(searchParam(page, "time")).toBe("morning");
  await expect(page.getByRole("combobox", { name: "Idioma del servicio" })).toHaveValue("any");
  await page.goBack();
  await expect.poll(() => searchParam(page, "time")).toBeNull();
  expect(searchParam(page, "day")).toBe("this-sunday");
  await expect(page.getByRole("combobox", { name: "Hora del día" })).toHaveValue("any");
  await expect(page.getByRole("combobox", { name: "Día del servicio" })).toHaveValue("this-sunday");

  // The wide screen shows the "When" filters without "Más filtros".
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goForward();
  await page.goForward();
  await expect(page.getByRole("combobox", { name: "Idioma del servicio" })).toHaveValue("es");
  await expect(page.getByRole("button", { name: "Más filtros" })).toBeHidden();
  await expectBeforeDivider(page);
  await directory.screenshot({ path: test.info().outputPath("service-filters-1366.png") });
});

/** Grand Avenue's card comes before the "times not listed" divider in the list. */
async function expectBeforeDivider(page: Page) {
  const list = page.getByTestId("church-list");
  await expect(list.getByTestId("times-not-listed")).toBeVisible();
  await expect
    .poll(() =>
      list.evaluate((element, name) => {
        const items = [...element.querySelectorAll("li")];
        const card = items.findIndex((item) => item.textContent?.includes(name));
        const divider = items.findIndex((item) => item.dataset.testid === "times-not-listed");
        return card >= 0 && divider >= 0 && card < divider;
      }, GRAND_AVENUE),
    )
    .toBe(true);
}
