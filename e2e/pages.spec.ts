import { expect, type Page, test } from "@playwright/test";
// The titles the server and the web app build: the tests expect exactly those.
import { documentTitle, eventPageTitle, PAGE_TITLES } from "../packages/shared/src/pages.ts";
import { world } from "./fixtures/world.ts";

interface PublicEvent {
  id: number;
  title: string;
  startDate: string;
}

const SITE = "Heartland Church Network";

async function firstEvent(page: Page): Promise<PublicEvent> {
  const events = (await (await page.request.get("/api/events")).json()) as PublicEvent[];
  expect(events.length).toBeGreaterThan(0);
  return events[0]!;
}

test("the document title follows client-side navigation", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(documentTitle(null, SITE));
  // The router runs once the app has hydrated: a link followed before is an ordinary page load.
  await expect(page.locator("#root[data-hydrated]")).toBeAttached();
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });

  await page.getByRole("navigation").getByRole("link", { name: "Resource Vault" }).first().click();
  await expect(page).toHaveURL(/\/resources$/);
  await expect(page).toHaveTitle(documentTitle(PAGE_TITLES.resources, SITE));

  await page.getByRole("link", { name: "Login" }).first().click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page).toHaveTitle(documentTitle(PAGE_TITLES.auth, SITE));

  await page.goBack();
  await expect(page).toHaveTitle(documentTitle(PAGE_TITLES.resources, SITE));
  // Every step above was the browser's router, not a page load (whose title the server writes).
  expect(documents).toEqual([]);
});

test("/events/:id opens the events page with that event's details; closing goes to /events", async ({
  page,
}) => {
  const event = await firstEvent(page);
  const response = await page.goto(`/events/${event.id}`);
  expect(response?.status()).toBe(200);
  const eventTitle = documentTitle(eventPageTitle(event), SITE);
  await expect(page).toHaveTitle(eventTitle);
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: event.title })).toBeVisible();
  // Behind the dialog (hidden from the accessibility tree while it is open): the events page.
  await expect(page.locator("h1", { hasText: "Upcoming Events" })).toBeAttached();

  // The page arrives rendered (decision 021): its keys work once React has hydrated it, which for the dialog's
  // part may come after the root's marker (decision 023): Escape until it closes.
  await expect(page.locator("#root[data-hydrated]")).toBeAttached();
  // Once its part runs, the dialog takes the focus and keeps it, and stays open: the app taking the page over
  // used to close it (focus moved outside once) and go to /events by itself.
  await expect(dialog.locator(":focus")).toHaveCount(1, { timeout: 30_000 });
  await page.keyboard.press("Tab");
  await expect(dialog.locator(":focus")).toHaveCount(1);
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}$`));
  await expect(page).toHaveTitle(eventTitle);
  await expect(async () => {
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/events$/);
  await expect(page).toHaveTitle(documentTitle(PAGE_TITLES.events, SITE));

  // From the list, the address follows the dialog, and Back closes it.
  await page.getByTestId("event-card").first().getByRole("button", { name: "View Details" }).click();
  await expect(page).toHaveURL(/\/events\/\d+$/);
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page).not.toHaveTitle(documentTitle(PAGE_TITLES.events, SITE));
  await page.goBack();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).toHaveURL(/\/events$/);

  // The card's title is a real link to the event's page.
  const href = await page
    .getByTestId("event-card")
    .first()
    .getByRole("heading")
    .getByRole("link")
    .getAttribute("href");
  expect(href).toMatch(/^\/events\/\d+$/);
});

test("the event page reads well at 390 and 1366 pixels", async ({ page }) => {
  const event = await firstEvent(page);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await page.goto(`/events/${event.id}`);
    await expect(page.getByRole("dialog").getByRole("heading", { name: event.title })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await page.screenshot({ path: `/tmp/event-page-${width}.png` });
  }
});

test("a missing event answers 404 and says so above the upcoming events", async ({ page }) => {
  const response = await page.goto("/events/99999999");
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId("event-not-found")).toContainText(PAGE_TITLES.eventNotFound);
  await expect(page).toHaveTitle(documentTitle(PAGE_TITLES.eventNotFound, SITE));
  await expect(page.getByTestId("event-card").first()).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("unknown addresses and missing churches answer 404 and show their pages", async ({ page }) => {
  const unknown = await page.goto("/no-such-page");
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page).toHaveTitle(documentTitle(PAGE_TITLES.notFound, SITE));

  const church = await page.goto("/church/99999999");
  expect(church?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Church Not Found" })).toBeVisible();
  await expect(page).toHaveTitle(documentTitle(PAGE_TITLES.churchNotFound, SITE));
});

test("a church page's title names the church, before and after the app starts", async ({ page, browser }) => {
  const church = world().hostChurch;
  const expected = documentTitle(`${church.name}, ${church.city}, ${church.state}`, SITE);
  // What a crawler or a link preview sees, with no script run.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: test.info().project.use.baseURL,
  });
  const still = await noScript.newPage();
  await still.goto(`/church/${church.id}`);
  await expect(still).toHaveTitle(expected);
  await expect(still.getByRole("heading", { level: 1, name: church.name })).toBeVisible();
  await noScript.close();

  await page.goto(`/church/${church.id}`);
  await expect(page.getByRole("heading", { name: church.name }).first()).toBeVisible();
  await expect(page).toHaveTitle(expected);
});

test("a page's own code is asked for with the app's entry, not after the entry has run", async ({ page }) => {
  // The boot script (docs/decisions/023-app-code-after-first-paint.md) asks for the page's chunks, read from the
  // JSON block the server wrote, in the same moment as the entry and before it: not once the entry has run and
  // its router has found the route.
  const requested: string[] = [];
  page.on("request", (request) => {
    const file = new URL(request.url()).pathname.split("/").pop() ?? "";
    // "HomePage-a1b2.js" is "HomePage"; the boot script's name has dashes of its own.
    if (file.endsWith(".js")) requested.push(file.replace(/^(after-first-paint|[^-]+)-.*$/, "$1"));
  });
  const church = world().hostChurch;
  const pages = [
    {
      path: "/",
      heading: "Interactive Church Directory",
      chunks: ["HomePage", "DirectorySection", "EventsSection"],
    },
    { path: `/church/${church.id}`, heading: church.name, chunks: ["ChurchDetailPage"] },
    { path: "/auth", heading: PAGE_TITLES.auth, chunks: ["LoginPage"] },
  ];
  for (const visit of pages) {
    // A fresh page: nothing in the memory cache, every chunk is asked for.
    await page.goto("about:blank");
    requested.length = 0;
    await page.goto(visit.path);
    await expect(page.getByRole("heading", { name: visit.heading }).first()).toBeVisible();
    await expect(page.locator("#root[data-hydrated]")).toBeAttached();
    const entry = requested.indexOf("index");
    expect(entry, `${visit.path}: ${requested.join(", ")}`).toBeGreaterThan(0);
    expect(requested[0], visit.path).toBe("after-first-paint");
    for (const chunk of visit.chunks) {
      const at = requested.indexOf(chunk);
      expect(at, `${visit.path}: ${chunk} in ${requested.join(", ")}`).toBeGreaterThan(0);
      expect(at, `${visit.path}: ${chunk} asked for before the entry`).toBeLessThan(entry);
    }
  }
});
