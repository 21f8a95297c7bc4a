import { expect, test } from "@playwright/test";
import { world } from "./fixtures/world.ts";

// Issue 40: what a phone loads and shows first. The church page's map (MapLibre and the basemap, its own
// chunks) waits until its area nears the screen or is tapped; the address and the directions are there from the
// start. The home page's church list starts at a screenful and a Show More.

test.describe.configure({ timeout: 150_000 });

const PHONE = { width: 390, height: 844 };

test("on a phone the church page fetches its map only as the map's area nears the screen", async ({
  page,
}) => {
  // A phone (the map's area, below contact, service times and community, lies past the screen's edge and the
  // 100 px margin the page loads it at).
  await page.setViewportSize(PHONE);
  const mapCode: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/(ChurchLocationMap|BaseMap)-/.test(new URL(request.url()).pathname))
      mapCode.push(request.url());
  });
  const church = world().located;
  await page.goto(`/church/${church.id}`);
  await expect(page.getByRole("heading", { level: 1, name: church.name })).toBeVisible();
  const placeholder = page.getByTestId("church-map-placeholder");
  await expect(placeholder).toBeAttached();
  await expect(placeholder.getByText(`${church.city}, ${church.state}`)).toBeAttached();
  await expect(page.getByRole("link", { name: "Directions in Google Maps" })).toBeAttached();
  await page.waitForLoadState("networkidle");
  expect(mapCode).toEqual([]);
  await expect(page.getByTestId("church-map")).toHaveCount(0);

  await placeholder.scrollIntoViewIfNeeded();
  await expect(page.getByTestId("church-map")).toHaveAttribute("data-map-ready", "true", { timeout: 60_000 });
  expect(mapCode.length).toBeGreaterThan(0);
});

test("the church page's 'Show the map' loads the map at once", async ({ page }) => {
  // A screen so short the map's area is far below it: only the tap can start the map.
  await page.setViewportSize({ width: 390, height: 300 });
  const church = world().located;
  await page.goto(`/church/${church.id}`);
  await expect(page.getByRole("heading", { level: 1, name: church.name })).toBeVisible();
  await expect(page.getByTestId("church-map")).toHaveCount(0);
  // dispatchEvent: a click without scrolling the button into view (which would start the map by itself).
  await page.getByRole("button", { name: "Show the map" }).dispatchEvent("click");
  await expect(page.getByTestId("church-map")).toBeAttached({ timeout: 60_000 });
});

test("on a phone the home page's church list shows a screenful, then the rest on Show more", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto("/");
  const list = page.getByTestId("church-list");
  const cards = list.locator("article");
  await expect(cards.first()).toBeVisible();
  const showMore = list.getByRole("button", { name: "Show more", exact: true });
  await expect(showMore).toBeVisible();
  await expect(cards.nth(3)).toBeVisible();
  await expect(cards.nth(4)).toBeHidden();
  // Load More waits behind Show more on a phone.
  await expect(list.getByRole("button", { name: "Load More", exact: true })).toBeHidden();
  await list.screenshot({ path: test.info().outputPath("church-list-390.png") });

  await showMore.click();
  await expect(cards.nth(4)).toBeVisible();
  await expect(showMore).toHaveCount(0);
});

test("on a wide screen every loaded card is in the list, and there is no Show more", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/");
  const list = page.getByTestId("church-list");
  await expect(list.locator("article").nth(5)).toBeAttached();
  await expect(list.getByRole("button", { name: "Show more", exact: true })).toBeHidden();
});
