import { expect, test } from "@playwright/test";
import { E2E_ADMIN } from "./fixtures/accounts.ts";
import { signInAsAdmin } from "./fixtures/session.ts";
import { world } from "./fixtures/world.ts";

test("the home page shows the hero, the directory and events sections and the footer", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Create Church Account" }).first()).toBeVisible();
  await expect(page.locator("#directory")).toBeAttached();
  await expect(page.locator("#events")).toBeAttached();
  await expect(page.getByText(/© 2025/)).toBeVisible();
});

test("a church detail page renders a listed church", async ({ page }) => {
  const church = world().hostChurch;
  await page.goto(`/church/${church.id}`);
  await expect(page.getByRole("heading", { name: church.name }).first()).toBeVisible();
});

test("an unknown path shows the 404 page", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
});

test("an unknown API path is a JSON 404, not the web app", async ({ request }) => {
  const response = await request.get("/api/no-such-thing");
  expect(response.status()).toBe(404);
  expect(response.headers()["content-type"]).toContain("application/json");
});

test("the page's styles are not in cascade layers, so a style first used later restyles only what it matches", async ({
  page,
}) => {
  // Chromium restyles and lays out the whole document whenever a rule inside a cascade layer is added to the
  // page, which Chakra does at every first use of a component's style while the visitor browses.
  await page.goto("/?scrollTo=directory");
  await expect(page.getByTestId("church-list").locator("article").first()).toBeVisible();
  // A style first used once the page is up: a card's selected state.
  await page.getByTestId("church-list").locator("article button").first().click();
  const layered = await page.evaluate(() => {
    const count = (rules: CSSRuleList): number =>
      [...rules].reduce(
        (sum, rule) =>
          sum +
          (rule instanceof CSSLayerBlockRule || rule instanceof CSSLayerStatementRule ? 1 : 0) +
          ("cssRules" in rule ? count((rule as CSSGroupingRule).cssRules) : 0),
        0,
      );
    return [...document.styleSheets].reduce((sum, sheet) => sum + count(sheet.cssRules), 0);
  });
  expect(layered).toBe(0);
});

test("the header's logo mark is 64 px high, and an account without a first name shows its whole email at 1366 px", async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await signInAsAdmin(page.context(), baseURL!);
  await page.goto("/");
  const header = page.getByRole("banner");
  // The navigation logo is 16 units high (docs/product/pages-and-languages.md#header).
  const mark = header.locator('a[href="/"]').first().locator("svg");
  expect((await mark.boundingBox())?.height).toBe(64);
  // The seeded administrator has no first name: the header shows the email, whole (it read "admin…").
  const name = header.getByText(E2E_ADMIN.email, { exact: true }).filter({ visible: true });
  await expect(name).toBeVisible();
  await expect(name).toHaveAttribute("title", E2E_ADMIN.email);
  expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
});
