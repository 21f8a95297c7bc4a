import { expect, type Page, test } from "@playwright/test";
import { signInAsAdmin, uniqueTag } from "./fixtures/session.ts";
import { interactive } from "./fixtures/weekly-services.ts";

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
  // The persona's journey (issue 41, "Checked by"): the Spanish site on a phone, the town typed in the search,
  // then at most four taps to a Spanish service this Sunday morning, named on its card.
  await page.goto("/es");
  const directory = page.locator("#directory");
  const list = page.getByTestId("church-list");
  await (await interactive(page.getByRole("searchbox", { name: "Buscar iglesias" }))).fill("Des Moines");
  await expect(list.getByText(GRAND_AVENUE)).toBeVisible({ timeout: 30_000 });
  // No "When" filter yet: no divider.
  await expect(page.getByTestId("times-not-listed")).toHaveCount(0);

  let taps = 0;
  // On a phone the "When" filters sit behind "Más filtros".
  const day = page.getByRole("combobox", { name: "Día del servicio" });
  await expect(day).toBeHidden();
  await (await interactive(page.getByRole("button", { name: "Más filtros" }))).click();
  taps++;
  await day.selectOption({ label: "Este domingo" });
  taps++;
  await expect.poll(() => searchParam(page, "day")).toBe("this-sunday");
  await page.getByRole("combobox", { name: "Hora del día" }).selectOption({ label: "Mañana" });
  taps++;
  await expect.poll(() => searchParam(page, "time")).toBe("morning");
  await page.getByRole("combobox", { name: "Idioma del servicio" }).selectOption({ label: "español" });
  taps++;
  await expect.poll(() => searchParam(page, "serviceLanguage")).toBe("es");
  expect(taps).toBeLessThanOrEqual(4);
  // The card names the service asked for, in the church's time: "domingo 11:00 a.m. · en español · pasado mañana".
  const grandCard = list.getByRole("article", { name: GRAND_AVENUE });
  await expect(grandCard.getByTestId("card-next-service")).toContainText(
    /domingo 11:00\sa\.\s?m\. · en español · \S/,
  );
  await grandCard.screenshot({ path: test.info().outputPath("persona-card-390-es.png") });

  const divider = list.getByTestId("times-not-listed");
  await expect(divider).toContainText("Horarios no publicados");
  await expect(divider).toContainText("no han publicado sus horarios");
  await expectBeforeDivider(page);
  await directory.screenshot({ path: test.info().outputPath("service-filters-390.png") });

  // The address is the filters: a reload keeps them, and the selects show them.
  expect(page.url()).toMatch(/\/es\?/);
  await page.reload();
  await expect(await interactive(page.getByRole("combobox", { name: "Día del servicio" }))).toHaveValue(
    "this-sunday",
  );
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

test("an exact window of start times, in the address and undone by Back", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/?q=${encodeURIComponent("Grand Avenue")}&day=sun`);
  const list = page.getByTestId("church-list");
  await expect(list.getByText(GRAND_AVENUE)).toBeVisible({ timeout: 30_000 });
  const time = await interactive(page.getByRole("combobox", { name: "Time of day" }));
  await time.selectOption({ label: "Exact times" });
  const window = page.getByTestId("time-window");
  await expect(page.getByRole("group", { name: "Starting between" })).toBeVisible();
  await window.getByLabel("From").fill("10:30");
  await window.getByLabel("To").fill("12:00");
  await expect.poll(() => searchParam(page, "to")).toBe("12:00");
  expect(searchParam(page, "from")).toBe("10:30");
  expect(searchParam(page, "time")).toBeNull();
  // Grand Avenue's 11:00 is in the window: its card names that service, not its 9:00.
  const card = list.getByRole("article", { name: GRAND_AVENUE });
  await expect(card.getByTestId("card-next-service")).toContainText(/Sunday 11:00\sAM · in Spanish · /);
  await page.locator("#directory").screenshot({ path: test.info().outputPath("time-window-1366.png") });

  // A reload keeps the window; Back undoes it, and a time of day replaces it.
  await page.reload();
  await expect(page.getByTestId("time-window").getByLabel("From")).toHaveValue("10:30");
  await expect(await interactive(page.getByRole("combobox", { name: "Time of day" }))).toHaveValue("exact");
  await page.getByRole("combobox", { name: "Time of day" }).selectOption({ label: "Morning" });
  await expect.poll(() => searchParam(page, "time")).toBe("morning");
  expect(searchParam(page, "from")).toBeNull();
  await expect(page.getByTestId("time-window")).toHaveCount(0);
  await page.goBack();
  await expect.poll(() => searchParam(page, "from")).toBe("10:30");
  await expect(page.getByTestId("time-window").getByLabel("To")).toHaveValue("12:00");

  // On a phone, in Spanish.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/es/?q=${encodeURIComponent("Grand Avenue")}&from=10:30&to=12:00`);
  await expect(page.getByTestId("time-window").getByLabel("Desde")).toHaveValue("10:30");
  await expect(page.getByTestId("time-window").getByLabel("Hasta")).toHaveValue("12:00");
  await page.locator("#directory").screenshot({ path: test.info().outputPath("time-window-390-es.png") });
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
