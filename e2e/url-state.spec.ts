import { expect, type Page, test } from "@playwright/test";
import { signInAsAdmin, uniqueTag } from "./fixtures/session.ts";
import { world } from "./fixtures/world.ts";

// Filters a person would bookmark or send live in the address: a reload, a shared link and Back restore them.
test.describe.configure({ timeout: 120_000 });

const searchParam = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

test("the events page keeps its search in the address, through an opened event and a reload", async ({
  browser,
  baseURL,
}) => {
  const admin = await browser.newContext({ baseURL });
  await signInAsAdmin(admin, baseURL!);
  const tag = uniqueTag();
  const startDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const created = await admin.request.post("/api/events", {
    data: {
      title: `Harvest supper ${tag}`,
      type: "fellowship",
      startDate,
      location: "Fellowship Hall",
      churchId: world().hostChurch.id,
    },
    headers: { origin: baseURL! },
  });
  expect(created.status(), await created.text()).toBe(201);
  await admin.close();

  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto("/events");
  await page.getByPlaceholder("Search events...").fill(tag);
  await expect(page.getByTestId("events-count")).toHaveText("Showing 1 of 1 events");
  await expect.poll(() => searchParam(page, "q")).toBe(tag);

  // Opening and closing the event keeps the filtered list and its address.
  await page.getByTestId("event-card").getByRole("button", { name: "View Details" }).click();
  await expect(page).toHaveURL(/\/events\/\d+\?q=/);
  await page.keyboard.press("Escape");
  await expect.poll(() => searchParam(page, "q")).toBe(tag);

  await page.reload();
  await expect(page.getByPlaceholder("Search events...")).toHaveValue(tag);
  await expect(page.getByTestId("events-count")).toHaveText("Showing 1 of 1 events");

  // A link naming a type no event has shows every type; Clear Filters on an empty result empties the address.
  await page.goto(`/events?q=${tag}&type=retreat-${tag}`);
  await expect(page.getByTestId("events-count")).toHaveText("Showing 1 of 1 events");
  await expect(page.getByRole("combobox", { name: "Event type" })).toHaveValue("all");
  await page.goto(`/events?q=nothing-matches-${tag}`);
  await page.getByRole("button", { name: "Clear Filters" }).click();
  await expect(page).toHaveURL(/\/events$/);
  await context.close();
});

test("the vault keeps its search and page in the address; Back returns to the previous page", async ({
  browser,
  baseURL,
}) => {
  const admin = await browser.newContext({ baseURL });
  await signInAsAdmin(admin, baseURL!);
  const tag = uniqueTag();
  const headers = { origin: baseURL! };
  const type = await admin.request.post("/api/admin/resource-types", { data: { name: tag }, headers });
  expect(type.status()).toBe(201);
  // 13 resources: two pages of 12.
  for (let i = 1; i <= 13; i++) {
    const response = await admin.request.post("/api/admin/resources", {
      data: { title: `${tag} Study ${String(i).padStart(2, "0")}`, type: tag },
      headers,
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  await admin.close();

  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto(`/resources?q=${tag}`);
  await expect(page.getByTestId("vault-counter")).toContainText("Showing 12 of 13 resources");
  await page.getByRole("navigation", { name: "Pagination" }).getByRole("button", { name: "Page 2" }).click();
  await expect(page.getByTestId("vault-page")).toHaveText("Page 2 of 2");
  await expect.poll(() => searchParam(page, "page")).toBe("2");

  await page.reload();
  await expect(page.getByPlaceholder("Search resources...")).toHaveValue(tag);
  await expect(page.getByTestId("vault-page")).toHaveText("Page 2 of 2");
  await expect(page.getByRole("article")).toHaveCount(1);

  await page.goBack();
  await expect(page.getByTestId("vault-page")).toHaveText("Page 1 of 2");
  await expect(page.getByRole("article")).toHaveCount(12);
  await context.close();
});

test("church planting keeps its tab and filters in the address", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  await signInAsAdmin(context, baseURL!);
  const page = await context.newPage();
  await page.goto("/admin/church-planting?tab=candidates");
  await expect(page.getByRole("tab", { name: /Pastoral Candidates/, selected: true })).toBeVisible();

  await page.getByRole("combobox", { name: "Availability" }).selectOption("3-6 months");
  await expect.poll(() => searchParam(page, "availability")).toBe("3-6 months");
  await page.reload();
  await expect(page.getByRole("tab", { name: /Pastoral Candidates/, selected: true })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Availability" })).toHaveValue("3-6 months");

  // Another tab starts without the first tab's filters; Back returns to them.
  await page.getByRole("tab", { name: /Plant Requests/ }).click();
  await expect.poll(() => searchParam(page, "availability")).toBeNull();
  await page.goBack();
  await expect(page.getByRole("combobox", { name: "Availability" })).toHaveValue("3-6 months");
  await context.close();
});

test("typing into the address-kept search boxes loses no letter, fast or slow", async ({ page }) => {
  // Each keystroke replaces the address; the box must not wait for that navigation to show the letter.
  const words = "Worship Night";
  for (const [path, placeholder] of [
    ["/events", "Search events..."],
    ["/resources", "Search resources..."],
  ] as const) {
    await page.goto(path);
    const box = page.getByPlaceholder(placeholder);
    await box.pressSequentially(words);
    await expect(box).toHaveValue(words);
    await expect.poll(() => searchParam(page, "q")).toBe(words);
    await box.press("Backspace");
    await box.pressSequentially("t and day");
    await expect(box).toHaveValue("Worship Night and day");
    await expect.poll(() => searchParam(page, "q")).toBe("Worship Night and day");
  }
});
