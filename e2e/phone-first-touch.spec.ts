import { devices, expect, type Page, test } from "@playwright/test";
import { world } from "./fixtures/world.ts";

// docs/decisions/025-phones-run-the-app-on-first-touch.md: on a phone, a server-rendered page is read without the
// app; its code is fetched after the first paint and run on the visitor's first touch, scroll or key. A desktop
// (every other spec) runs it at once.

test.describe.configure({ timeout: 150_000 });
test.use({ ...devices["Pixel 7"] });

/** The app's entry runs from the module script the boot script adds (src/boot/after-first-paint.ts). */
const entryScript = (page: Page) => page.locator('script[type="module"][src*="/assets/index-"]');

test("a phone reads a church page without running the app; the first touch runs it", async ({ page }) => {
  const fetched: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/assets\/.+\.js$/.test(pathname)) fetched.push(pathname);
  });
  const church = world().owner.church;
  await page.goto(`/church/${church.id}`);
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("heading", { level: 1, name: church.name })).toBeVisible();
  await expect(page.getByRole("link", { name: "Directions in Google Maps" })).toBeVisible();
  // Fetched after the first paint, entry included, but not run.
  expect(fetched.some((file) => /^\/assets\/index-/.test(file))).toBe(true);
  await expect(entryScript(page)).toHaveCount(0);
  await expect(page.locator("#root[data-hydrated]")).not.toBeAttached();

  await page.touchscreen.tap(5, 400);
  await expect(entryScript(page)).toHaveCount(1);
  await expect(page.locator("#root[data-hydrated]")).toBeAttached();
});

test("on a phone, the tap that runs the app is not lost: the menu it pressed opens", async ({ page }) => {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await expect(page.locator("#root[data-hydrated]")).not.toBeAttached();
  const menu = page.getByRole("button", { name: "Open navigation menu" });
  await menu.tap();
  // Pressed before the app ran: held, then pressed again once the app has adopted the button.
  await expect(page.locator("#mobile-navigation")).toBeVisible();
  await expect(page.getByRole("button", { name: "Close navigation menu" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
});

test("on a phone, scrolling runs the app", async ({ page }) => {
  await page.goto("/resources");
  await page.waitForLoadState("networkidle");
  await expect(page.locator("#root[data-hydrated]")).not.toBeAttached();
  await page.evaluate(() => window.scrollBy(0, 300));
  await expect(page.locator("#root[data-hydrated]")).toBeAttached();
});

test("a page asked for without a session says from its first paint that no one is signed in", async ({
  request,
}) => {
  // The home page's hero: the signed-out links, not the placeholders a possibly signed-in visitor gets.
  const answer = await request.get("/", { headers: { cookie: "" } });
  // The two are kept apart, by the server's page cache and by any cache between.
  expect(answer.headers().vary).toContain("cookie");
  const anonymous = await answer.text();
  expect(anonymous).toContain("Church Login");
  const withSession = await (await request.get("/", { headers: { cookie: "session=unknown" } })).text();
  expect(withSession).not.toContain("Church Login");
  expect(withSession).toContain("chakra-skeleton");
});
