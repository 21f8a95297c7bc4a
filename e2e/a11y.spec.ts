import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type Route, test } from "@playwright/test";
import { signInAsAdmin } from "./fixtures/session.ts";
import { world } from "./fixtures/world.ts";

// Every route of the route table (public-site.md section 2), /sign-up and the account links' screens (ours,
// docs/product/accounts.md) and the 404 page.
const routes = [
  "/",
  "/church/:id",
  "/register",
  "/register-church",
  "/auth",
  "/sign-up",
  "/profile",
  "/forgot-password",
  "/reset-password",
  "/email-change",
  "/claim",
  "/help",
  "/admin",
  "/admin/events",
  "/admin/resources",
  "/admin/church-planting",
  "/admin/import",
  "/admin/accounts",
  "/account/two-factor",
  "/resources",
  "/events",
  "/church-plant-request",
  "/pastoral-candidate",
  "/no-such-page",
];

/** The route as a path to visit: `/church/:id` becomes the tests' own listed church. */
function pathOf(route: string): string {
  return route.replace(":id", String(world().hostChurch.id));
}

async function seriousViolations(page: Page, path: string) {
  await page.goto(path);
  await settled(page);
  return audit(page);
}

/**
 * The screen has what its queries answered: a heading, and every spinner and skeleton gone. (Not Playwright's
 * "networkidle": once, in CI, it never came on /admin/resources, whose cards embed YouTube frames that cannot
 * load here.)
 */
async function settled(page: Page) {
  await expect(page.locator("main h1, main h2").first()).toBeVisible();
  await expect(page.locator(".chakra-spinner, .chakra-skeleton")).toHaveCount(0);
}

/** Moderate findings count too (issue 15); axe's best practices bring in heading order and landmarks. */
const FAILING_IMPACTS = new Set(["moderate", "serious", "critical"]);

async function audit(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  return results.violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ""))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    );
}

for (const signedIn of [false, true]) {
  test.describe(signedIn ? "as an administrator" : "signed out", () => {
    test.beforeEach(async ({ page }) => {
      if (signedIn) await signInAsAdmin(page, test.info().project.use.baseURL!);
    });

    for (const route of routes) {
      test(`${route} has no moderate, serious or critical accessibility violations`, async ({ page }) => {
        const path = pathOf(route);
        expect(await seriousViolations(page, path)).toEqual([]);
      });
    }
  });
}

// The screens that fetch their data after the shell show a loading state first; these fetch nothing on arrival.
const screensWithoutData = new Set([
  "/register",
  "/register-church",
  "/auth",
  "/sign-up",
  "/forgot-password",
  "/reset-password",
  "/email-change",
  "/claim",
  "/help",
  "/church-plant-request",
  "/pastoral-candidate",
  "/no-such-page",
]);
const routesWithLoadingStates = routes.filter((route) => !screensWithoutData.has(route));
// What the root loader fetches before any screen renders; everything else is held back.
const SHELL_PROCEDURES = new Set(["auth.me", "site.info", "social.list"]);

/** A data request of a screen: tRPC beyond the shell's procedures, and the directory's REST paths. */
function isScreenDataRequest({ pathname }: URL): boolean {
  if (pathname === "/api/churches" || pathname.startsWith("/api/churches/")) return true;
  if (!pathname.startsWith("/trpc/")) return false;
  const procedures = pathname.slice("/trpc/".length).split(",");
  return !procedures.every((procedure) => SHELL_PROCEDURES.has(procedure));
}

test.describe("while the data is on its way (as an administrator)", () => {
  for (const route of routesWithLoadingStates) {
    test(`${route} loading state has no moderate, serious or critical accessibility violations`, async ({
      page,
    }) => {
      await signInAsAdmin(page, test.info().project.use.baseURL!);
      const path = pathOf(route);
      const held: Route[] = [];
      await page.route(isScreenDataRequest, (request) => void held.push(request));
      const response = await page.goto(path);
      // A page the server rendered arrives with its data (docs/decisions/021-server-rendered-pages.md): it may
      // ask for nothing on arrival, and what it shows while the rest is held is audited as it stands.
      const serverRendered = (await response?.text())?.includes('id="page-data"') ?? false;
      if (!serverRendered) await expect.poll(() => held.length).toBeGreaterThan(0);
      // Two animation frames: the loading state has been committed and painted.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      expect(await audit(page)).toEqual([]);
      await page.unrouteAll({ behavior: "ignoreErrors" });
    });
  }
});

test.describe("when the data cannot be loaded (as an administrator)", () => {
  for (const route of routesWithLoadingStates) {
    test(`${route} error state has no moderate, serious or critical accessibility violations`, async ({
      page,
    }) => {
      await signInAsAdmin(page, test.info().project.use.baseURL!);
      const path = pathOf(route);
      let failed = 0;
      await page.route(isScreenDataRequest, (request) => {
        failed += 1;
        return request.fulfill({
          status: 503,
          contentType: "application/json",
          body: JSON.stringify({ message: "The database is unavailable. Please try again shortly." }),
        });
      });
      const response = await page.goto(path);
      // A server-rendered page came with its data: it may ask for nothing that could fail (see above).
      const serverRendered = (await response?.text())?.includes('id="page-data"') ?? false;
      if (!serverRendered) await expect.poll(() => failed).toBeGreaterThan(0);
      await settled(page);
      expect(await audit(page)).toEqual([]);
    });
  }
});

test("keyboard: focus is visible on the first links of the page", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  const outline = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    return { outline: style.outlineStyle, width: style.outlineWidth, shadow: style.boxShadow };
  });
  expect(outline).not.toBeNull();
  expect(outline!.outline !== "none" || (outline!.shadow && outline!.shadow !== "none")).toBeTruthy();
});

test("dialogs take focus, keep it inside and give it back when closed", async ({ page }) => {
  await page.goto("/events");
  const opener = page.getByRole("button", { name: "View Details" }).first();
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  const focusInsideDialog = () =>
    page.evaluate(() => Boolean(document.activeElement?.closest("[role=dialog]")));
  expect(await focusInsideDialog()).toBe(true);
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press("Tab");
    expect(await focusInsideDialog()).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
