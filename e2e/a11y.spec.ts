import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { E2E_ADMIN } from "./fixtures/accounts.ts";

// Every route of the route table (public-site.md section 2) and the 404 page.
const routes = [
  "/",
  "/church/:id",
  "/register",
  "/register-church",
  "/auth",
  "/profile",
  "/claim",
  "/help",
  "/admin",
  "/admin/events",
  "/admin/resources",
  "/admin/church-planting",
  "/resources",
  "/events",
  "/church-plant-request",
  "/pastoral-candidate",
  "/no-such-page",
];

async function firstChurchId(page: Page): Promise<number> {
  const churches = (await (await page.request.get("/api/churches")).json()) as Array<{ id: number }>;
  return churches[0]!.id;
}

async function seriousViolations(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("main h1, main h2").first()).toBeVisible();
  // Let lazy chunks and queries settle before the audit.
  await page.waitForLoadState("networkidle").catch(() => {});
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    );
}

for (const signedIn of [false, true]) {
  test.describe(signedIn ? "as an administrator" : "signed out", () => {
    test.beforeEach(async ({ page }) => {
      if (!signedIn) return;
      const response = await page.request.post("/api/auth/login", {
        data: E2E_ADMIN,
        headers: { origin: new URL(test.info().project.use.baseURL!).origin },
      });
      expect(response.ok()).toBeTruthy();
    });

    for (const route of routes) {
      test(`${route} has no serious or critical accessibility violations`, async ({ page }) => {
        const path = route.includes(":id") ? route.replace(":id", String(await firstChurchId(page))) : route;
        expect(await seriousViolations(page, path)).toEqual([]);
      });
    }
  });
}

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
