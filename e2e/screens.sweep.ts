import { expect, type Page, test } from "@playwright/test";
import { signInAsAdmin } from "./fixtures/session.ts";
import { world } from "./fixtures/world.ts";

/**
 * Every screen, as each kind of person sees it, at a phone's and a laptop's width: nothing may run off the side
 * of the page, and each view is kept as a screenshot (SCREENS_DIR, else the test's output folder) to be looked at.
 */
const routes = [
  "/",
  "/church/:id",
  "/events",
  "/resources",
  "/church-plant-request",
  "/pastoral-candidate",
  "/register",
  "/register-church",
  "/sign-up",
  "/auth",
  "/help",
  "/profile",
  "/claim",
  "/admin",
  "/admin/events",
  "/admin/resources",
  "/admin/church-planting",
  "/no-such-page",
];

const roles = ["visitor", "owner", "admin"] as const;
const widths = [390, 1366] as const;
const languages = ["", "/es"] as const;

test.describe.configure({ timeout: 300_000 });

async function signIn(page: Page, role: (typeof roles)[number], baseURL: string) {
  if (role === "admin") await signInAsAdmin(page, baseURL);
  if (role === "owner") {
    const { email, password } = world().owner;
    const response = await page.request.post("/api/auth/login", {
      data: { email, password },
      headers: { origin: new URL(baseURL).origin },
    });
    expect(response.ok()).toBe(true);
  }
}

for (const role of roles) {
  for (const width of widths) {
    for (const language of languages) {
      test(`every screen as ${role} at ${width} px${language ? " in Spanish" : ""}`, async ({
        page,
        baseURL,
      }) => {
        await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
        await signIn(page, role, baseURL!);
        const overflowing: string[] = [];
        for (const route of routes) {
          const path =
            `${language}${route.replace(":id", String(world().hostChurch.id))}`.replace(/\/$/, "") || "/";
          await page.goto(path);
          await expect(page.locator("main, [role=main]").first()).toBeVisible();
          // Settled: no spinner left in the page's main area (lists and maps have loaded or failed).
          await expect(page.locator("main .chakra-spinner")).toHaveCount(0, { timeout: 30_000 });
          // and every map has drawn its first complete frame, basemap tiles included (a screenshot taken before
          // showed a bare background, which looked like a broken map).
          await expect(page.locator('[data-map-ready="false"]')).toHaveCount(0, { timeout: 30_000 });
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          if (overflow > 1) overflowing.push(`${path} (+${overflow} px)`);
          const name = `${role}-${width}${language ? "-es" : ""}${route.replace(/[/:]+/g, "_") || "_home"}.png`;
          await page.screenshot({
            path: process.env.SCREENS_DIR
              ? `${process.env.SCREENS_DIR}/${name}`
              : test.info().outputPath(name),
          });
        }
        expect(overflowing, "pages wider than the window").toEqual([]);
      });
    }
  }
}
