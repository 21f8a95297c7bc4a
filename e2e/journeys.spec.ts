import { expect, type Page, test } from "@playwright/test";
import { PHOTOGRAPHED_CHURCHES, PHOTOGRAPHED_EVENTS } from "../api/src/seed/seed-data.ts";
import { ADMIN_LIST_PAGE_MAX } from "../packages/shared/src/admin-lists.ts";
import { holdRequests } from "./fixtures/hold.ts";
import { signInAsAdmin, uniqueTag } from "./fixtures/session.ts";
import { world } from "./fixtures/world.ts";

/** The admin lists answer a page ({ items, total }, issue 38); the largest page holds the whole demo seed. */
const WHOLE_LIST = encodeURIComponent(JSON.stringify({ offset: 0, limit: ADMIN_LIST_PAGE_MAX }));

/**
 * Journeys finished as a real person would finish them (issue 15): each test walks one from its first page
 * to where the visitor meant to arrive.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The code mailed to an address, read from the test-only outbox route. */
async function mailedCode(page: Page, to: string): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const outbox = (await (
      await page.request.get(`/api/test/outbox?to=${encodeURIComponent(to)}`)
    ).json()) as Array<{ text: string }>;
    code = outbox
      .map((mail) => /Verification code: (\d{6})/.exec(mail.text)?.[1])
      .filter(Boolean)
      .at(-1);
    expect(code).toBeDefined();
  }).toPass();
  return code!;
}

test("a pastor whose church is listed signs up, claims it with the mailed code and lands on /profile as its owner", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // Its own listed church with no owner, whose listed address is one this test reads the mail of (a retry
  // makes another: a claimed church cannot be claimed again).
  const tag = uniqueTag("claim");
  const church = `Lakeshore Chapel ${tag}`;
  const listedEmail = `office-${tag}@example.test`;
  const admin = await browser.newContext({ baseURL });
  await signInAsAdmin(admin, baseURL!);
  const created = await admin.request.post("/api/admin/churches", {
    data: {
      name: church,
      address: "600 E Superior St",
      city: "Duluth",
      state: "MN",
      zipCode: "55802",
      email: listedEmail,
    },
    headers: { origin: new URL(baseURL!).origin },
  });
  expect(created.ok(), await created.text()).toBe(true);
  await admin.close();
  const email = `rebecca-${unique()}@example.test`;
  const password = "a long enough password";

  // Signed out, /claim offers both ways in.
  await page.goto("/claim");
  await expect(page.getByText("Please log in to claim your church profile.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Log In" })).toHaveAttribute(
    "href",
    "/api/login?redirect=%2Fclaim",
  );
  await page.getByRole("link", { name: "Create an account to claim your church" }).click();
  await expect(page).toHaveURL(/\/sign-up\?redirect=%2Fclaim$/);
  await expect(page.getByRole("heading", { name: "Create an Account" })).toBeVisible();

  // The combined registration's rules and messages.
  await page.getByRole("button", { name: "Create Account" }).click();
  for (const message of [
    "First name is required",
    "Last name is required",
    "Please enter a valid email address",
    "Password must be at least 8 characters",
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel("First Name")).toBeFocused();

  await page.getByLabel("First Name").fill("Rebecca");
  await page.getByLabel("Last Name").fill("Nygaard");
  await page.getByLabel("Email").fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('input[name="confirmPassword"]').fill(password);
  await page.getByRole("button", { name: "Create Account" }).click();

  // Signed in and back on /claim.
  await expect(page.getByText("Account Created")).toBeVisible();
  await expect(page).toHaveURL(/\/claim$/);
  await expect(page.getByRole("heading", { name: "Claim Your Church", exact: true })).toBeVisible();

  await page.getByLabel("Search churches").fill(church);
  await page.getByRole("button", { name: new RegExp(church) }).click();
  await page.getByLabel("Verification Email").fill(listedEmail);
  await page.getByRole("button", { name: "Claim This Church" }).click();
  await expect(page.getByLabel("Verification Code")).toBeVisible();
  await page.getByLabel("Verification Code").fill(await mailedCode(page, listedEmail));
  await page.getByRole("button", { name: "Confirm Claim" }).click();

  await expect(page.getByText("Church Claimed Successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { name: church })).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit Profile" })).toBeVisible();

  // Now an owner, /claim says so at the top instead of offering a list that would end in a refusal.
  await page.goto("/claim");
  await expect(page.getByText(`Your account already manages ${church}`)).toBeVisible();
  await expect(page.getByLabel("Search churches")).toHaveCount(0);
});

test("signing up with an address that already has an account signs nobody in and says to check the mail", async ({
  page,
}) => {
  await page.goto("/sign-up");
  await page.getByLabel("First Name").fill("Someone");
  await page.getByLabel("Last Name").fill("Else");
  await page.getByLabel("Email").fill(world().owner.email);
  await page.locator('input[name="password"]').fill("another long password");
  await page.locator('input[name="confirmPassword"]').fill("another long password");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(page.getByText("If you already have an account with this address")).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" }).first()).toBeAttached();
});

test("/auth and /help lead to the sign-up, and signing in from /claim comes back to /claim", async ({
  page,
}) => {
  await page.goto("/help");
  await expect(page.getByRole("link", { name: "Create an Account" })).toHaveAttribute(
    "href",
    "/sign-up?redirect=%2Fclaim",
  );
  await page.goto("/auth");
  await expect(page.getByRole("link", { name: "Create an account to claim your church" })).toBeVisible();

  await page.goto("/claim");
  await page.getByRole("link", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fclaim$/);
  await page.getByLabel("Email").fill(world().owner.email);
  await page.locator('input[name="password"]').fill(world().owner.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/claim$/);
  // The account owns a listed church: told so before choosing anything.
  await expect(page.getByText(`Your account already manages ${world().owner.church.name}`)).toBeVisible();
});

test.describe("notifications say what is true now", () => {
  const toasts = (page: Page) => page.locator('[data-scope="toast"][data-part="root"]');

  async function trySignIn(page: Page, password: string) {
    await page.getByLabel("Email").fill(world().owner.email);
    await page.locator('input[name="password"]').fill(password);
    await page.getByRole("button", { name: "Sign In" }).click();
  }

  test("after a failed then a successful login, only the welcome shows, on /profile", async ({ page }) => {
    await page.goto("/auth");
    await trySignIn(page, "not the password");
    await expect(toasts(page).filter({ hasText: "Login Failed" })).toBeVisible();
    await trySignIn(page, world().owner.password);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(toasts(page).filter({ hasText: "Welcome back!" })).toBeVisible();
    await expect(toasts(page)).toHaveCount(1);
    await expect(page.getByText("Login Failed")).toHaveCount(0);
  });

  test("the toast viewport is 420 px wide on wide screens, and a swipe right of 50 px dismisses", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto("/auth");
    await trySignIn(page, "not the password");
    const toast = toasts(page).filter({ hasText: "Login Failed" });
    await expect(toast).toBeVisible();
    expect((await toast.boundingBox())?.width).toBe(420);

    const drag = async (distance: number) => {
      // From where the toast rests: while its entrance (or a slide back) still runs, it moves under the pointer.
      await toast.evaluate((element) =>
        Promise.all(element.getAnimations().map((animation) => animation.finished)),
      );
      const box = (await toast.boundingBox())!;
      const y = box.y + box.height / 2;
      await page.mouse.move(box.x + 40, y);
      await page.mouse.down();
      // In steps, as a hand moves: two jumps on a loaded machine were once read as a text selection.
      await page.mouse.move(box.x + 40 + distance, y, { steps: 8 });
      await page.mouse.up();
    };
    // Short of the threshold it slides back.
    await drag(30);
    await expect(toast).toBeVisible();
    await expect(toast).not.toHaveAttribute("data-swipe", "move");
    await drag(60);
    await expect(toast).toHaveCount(0);
  });

  test("rapid admin approvals show the latest result at once, not a queue", async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const names: string[] = [];
    for (let i = 0; i < 3; i++) {
      const name = `Toast Chapel ${unique()}`;
      const created = await page.request.post("/api/churches", {
        headers: { origin },
        data: {
          name,
          address: "1 Main St",
          city: "Ames",
          state: "IA",
          zipCode: "50010",
          email: "t@example.test",
        },
      });
      expect(created.status()).toBe(201);
      names.push(name);
    }
    const login = await page.request.post("/api/auth/login", {
      headers: { origin },
      data: { email: "admin@e2e.test", password: "e2e-admin-password" },
    });
    expect(login.ok()).toBe(true);
    await page.goto("/admin");
    const pending = page.getByRole("region", { name: "Pending Church Approvals" });
    for (const name of names) {
      await pending.getByRole("listitem", { name }).getByRole("button", { name: "Approve" }).click();
      await expect(toasts(page).filter({ hasText: name })).toBeVisible();
    }
    await expect(toasts(page)).toHaveCount(1);
    await expect(toasts(page)).toContainText(`${names[2]} is now listed in the directory.`);
  });

  test("a message shown beside its field is not repeated in a toast", async ({ page, baseURL }) => {
    // A real answer of the server to an address it refuses, given to a form the browser let through.
    const refused = await page.request.post("/trpc/auth.signUp?batch=1", {
      headers: { origin: new URL(baseURL!).origin },
      data: { "0": { email: "no", password: "a long enough password", firstName: "A", lastName: "B" } },
      failOnStatusCode: false,
    });
    const body = await refused.text();
    expect(body).toContain("fieldErrors");
    await page.route("**/trpc/auth.signUp**", (route) =>
      route.fulfill({ status: 400, contentType: "application/json", body }),
    );
    await page.goto("/sign-up");
    await page.getByLabel("First Name").fill("Field");
    await page.getByLabel("Last Name").fill("Error");
    await page.getByLabel("Email").fill(`field-${unique()}@example.test`);
    await page.locator('input[name="password"]').fill("a long enough password");
    await page.locator('input[name="confirmPassword"]').fill("a long enough password");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(toasts(page)).toHaveCount(0);
  });
});

test.describe("administrators find their way", () => {
  test.beforeEach(async ({ page, baseURL }) => {
    const login = await page.request.post("/api/auth/login", {
      headers: { origin: new URL(baseURL!).origin },
      data: { email: "admin@e2e.test", password: "e2e-admin-password" },
    });
    expect(login.ok()).toBe(true);
  });

  test("the header has an Admin link, Manage leads to /admin, and every sub-page leads back", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Admin", exact: true })).toHaveAttribute("href", "/admin");
    // The e2e administrator manages no church: /profile would only say "No Church Profile".
    await expect(header.getByRole("link", { name: "Manage", exact: true })).toHaveAttribute("href", "/admin");

    for (const [path, title] of [
      ["/admin/events", "Event Management"],
      ["/admin/resources", "Resource Management"],
      ["/admin/church-planting", "Church Planting Management"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      const crumbs = page.getByRole("navigation", { name: "breadcrumb" });
      await expect(crumbs).toContainText(title);
      await crumbs.getByRole("link", { name: "Admin Dashboard" }).click();
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    }

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await page.getByRole("button", { name: "Open navigation menu" }).click();
    await expect(header.getByRole("link", { name: "Admin", exact: true })).toBeVisible();

    // On a phone the way back stays, on one line; the heading alone names the page.
    await page.goto("/es/admin/church-planting");
    const crumbs = page.getByRole("navigation", { name: "breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Panel de administración" })).toBeVisible();
    await expect(crumbs.getByText("Administración de la plantación de iglesias")).toBeHidden();
    expect((await crumbs.boundingBox())!.height).toBeLessThan(30);
  });

  test("the admin events list shows upcoming events first, in date order, then past ones", async ({
    page,
  }) => {
    const events = (await (await page.request.get(`/trpc/events.adminList?input=${WHOLE_LIST}`)).json()) as {
      result: { data: { items: Array<{ title: string; startDate: string; isPast: boolean }> } };
    };
    const list = events.result.data.items;
    const upcoming = list.filter((event) => !event.isPast).map((event) => event.startDate);
    expect(upcoming).toEqual([...upcoming].sort());
    expect(list.findIndex((event) => event.isPast)).toBe(upcoming.length);

    await page.goto("/admin/events");
    const upcomingSection = page.getByRole("region", { name: "Upcoming events" });
    const pastSection = page.getByRole("region", { name: "Past events" });
    await expect(upcomingSection.getByRole("heading", { level: 3 }).first()).toBeVisible();
    await expect(pastSection.getByRole("heading", { level: 3 }).first()).toBeVisible();
    await expect(upcomingSection.getByText("Past", { exact: true })).toHaveCount(0);
    const [upcomingBox, pastBox] = [await upcomingSection.boundingBox(), await pastSection.boundingBox()];
    expect(upcomingBox!.y).toBeLessThan(pastBox!.y);
  });
});

test.describe("keyboard and focus", () => {
  /**
   * Tabs through the page and, for every element that takes the focus, compares its focus ring with the
   * surface behind it (the element's own background for a ring drawn inside, its parent's for one outside;
   * both ends of a gradient). Returns what falls below 3:1, or shows no ring at all.
   */
  async function weakFocusRings(page: Page, tabs: number): Promise<string[]> {
    const weak: string[] = [];
    for (let i = 0; i < tabs; i++) {
      await page.keyboard.press("Tab");
      const finding = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body || element.closest(".maplibregl-map")) return null;
        // Past its first stop, a media player's focus is on its own controls inside the browser's shadow
        // tree, which draw the browser's ring; the player itself no longer matches :focus.
        if (element.matches("audio, video") && !element.matches(":focus")) return null;
        const parse = (color: string) => {
          const match = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(color);
          return match
            ? { rgb: [match[1], match[2], match[3]].map(Number), alpha: Number(match[4] ?? 1) }
            : null;
        };
        const luminance = ([r, g, b]: number[]) => {
          const [lr, lg, lb] = [r!, g!, b!].map((c) => {
            const s = c / 255;
            return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
          });
          return 0.2126 * lr! + 0.7152 * lg! + 0.0722 * lb!;
        };
        const contrast = (a: number[], b: number[]) => {
          const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
          return (x! + 0.05) / (y! + 0.05);
        };
        const style = getComputedStyle(element);
        const hasOutline = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
        const ring = parse(hasOutline ? style.outlineColor : style.boxShadow);
        const label = `${location.pathname} ${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}"`;
        if (!ring || ring.alpha === 0) return `${label}: no focus ring`;
        const inside = hasOutline && Number.parseFloat(style.outlineOffset) < 0.5;
        // The surfaces behind the ring: the first opaque background up the tree, or both ends of a gradient.
        let node: HTMLElement | null = inside ? element : element.parentElement;
        let surfaces: number[][] = [[255, 255, 255]];
        while (node) {
          const own = getComputedStyle(node);
          const stops = [...own.backgroundImage.matchAll(/rgba?\([^)]*\)/g)].map((m) => parse(m[0]));
          if (stops.length > 0 && stops.every((stop) => stop && stop.alpha === 1)) {
            surfaces = stops.map((stop) => stop!.rgb);
            break;
          }
          const bg = parse(own.backgroundColor);
          if (bg && bg.alpha === 1) {
            surfaces = [bg.rgb];
            break;
          }
          node = node.parentElement;
        }
        const worst = Math.min(...surfaces.map((surface) => contrast(ring.rgb, surface)));
        return worst < 3 ? `${label}: ${worst.toFixed(2)}:1` : null;
      });
      if (finding) weak.push(finding);
    }
    return [...new Set(weak)];
  }

  // Two tests of a few pages each: thirty Tab presses a page take a busy two-core machine a minute or more.
  test("focus rings stand out at least 3:1 from their background, signed out", async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    const weak: string[] = [];
    for (const path of ["/", "/auth", "/sign-up", "/resources", "/church-plant-request"]) {
      await page.goto(path);
      await expect(page.locator("main h1").first()).toBeVisible();
      weak.push(...(await weakFocusRings(page, 30)));
    }
    expect(weak).toEqual([]);
  });

  test("focus rings stand out at least 3:1 from their background, as an administrator", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    const weak: string[] = [];
    const login = await page.request.post("/api/auth/login", {
      headers: { origin: new URL(baseURL!).origin },
      data: { email: "admin@e2e.test", password: "e2e-admin-password" },
    });
    expect(login.ok()).toBe(true);
    for (const path of ["/", "/admin", "/admin/church-planting"]) {
      await page.goto(path);
      await expect(page.locator("main h1").first()).toBeVisible();
      weak.push(...(await weakFocusRings(page, 30)));
    }
    expect(weak).toEqual([]);
  });

  test("Enter on a church card selects it and keeps the focus on the card while the popup opens", async ({
    page,
  }) => {
    await page.goto("/?scrollTo=directory");
    await page.locator("#directory").scrollIntoViewIfNeeded();
    await expect(page.locator("#directory canvas").first()).toBeVisible({ timeout: 30_000 });
    // The world's church placed in Des Moines: its name is the only one holding it.
    const { name } = world().located;
    await page.getByPlaceholder("Search by church name, city, or pastor...").fill(name);
    // The search's own results, not the full list they replace (which would take the focus with it).
    await expect(page.getByTestId("church-count")).toHaveText("1 of 1");
    const card = page.getByRole("article", { name });
    const button = card.getByRole("button", { name });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(card).toHaveAttribute("data-selected", "true");
    await expect(page.getByTestId("church-popup")).toBeVisible({ timeout: 30_000 });
    await expect(button).toBeFocused();
  });
});

test.describe("the shell first", () => {
  test("header, footer and the page's frame show while every API answer is still on its way", async ({
    page,
    baseURL,
  }) => {
    const held: unknown[] = [];
    await page.route(
      (url) => url.pathname.startsWith("/trpc/") || url.pathname.startsWith("/api/"),
      (route) => void held.push(route),
    );
    await page.goto("/resources");
    await expect.poll(() => held.length).toBeGreaterThan(0);
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Resource Vault" }).first()).toBeAttached();
    // Asked for without a session, the page says from the start that no one is signed in
    // (docs/decisions/025-phones-run-the-app-on-first-touch.md): no placeholder waits for the answer.
    await expect(header.getByRole("link", { name: "Login" }).first()).toBeAttached();
    await expect(header.getByRole("status", { name: "Loading your account" })).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Resource Vault" })).toBeVisible();
    // The page's own data came with it, rendered on the server (docs/decisions/021-server-rendered-pages.md):
    // what waits is what depends on the visitor.
    await expect(page.getByText("Loading resources...")).toHaveCount(0);

    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: /Welcome to/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Directory & Resources" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();

    // With a session cookie, who is signed in waits for the answer, in its placeholder.
    await page.context().addCookies([{ name: "session", value: "unknown", url: baseURL! }]);
    await page.goto("/resources");
    await expect(
      page.getByRole("banner").getByRole("status", { name: "Loading your account" }).first(),
    ).toBeAttached();
    await page.context().clearCookies({ name: "session" });

    // Once the answers arrive, the placeholders give way to the real thing.
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await page.goto("/resources");
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" }).first()).toBeAttached();
    await expect(page.getByText("Loading resources...")).toHaveCount(0);
  });

  test("the header's social icons are links before their tooltips' code arrives, and the header stays put when it comes", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    // The tooltips' code is held: until it arrives, the header shows the icons without tooltips.
    const release = await holdRequests(page, (url) => /\/assets\/SocialLinks-[\w-]+\.js$/.test(url.pathname));
    await page.goto("/events");
    const header = page.getByRole("banner");
    const facebook = header
      .getByRole("group", { name: "Social media" })
      .getByRole("link", { name: "Facebook" });
    await expect(facebook).toHaveAttribute("href", world().socialLink.url);
    await expect(facebook).toHaveAttribute("target", "_blank");
    const logo = header.getByRole("link", { name: "Heartland Church Network" });
    // Measured in the page's own typeface: a font arriving later would move the logo for another reason.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const before = await logo.boundingBox();

    release();
    // The icon answers a pointer once React has adopted it with the tooltips' code: a pointer that arrived
    // before met the server's markup, and the tooltip opens on the next move.
    await expect
      .poll(() =>
        facebook.evaluate((link) => Object.keys(link).some((key) => key.startsWith("__reactProps$"))),
      )
      .toBe(true);
    await facebook.hover();
    await expect(page.getByRole("tooltip", { name: "Facebook" })).toBeVisible();
    expect(await logo.boundingBox()).toEqual(before);
  });
});

test.describe("phones", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the map's first view holds every placed church, and the list is part of the page", async ({
    page,
  }) => {
    // The directory no longer downloads the list (issue 19): the churches come from the API itself.
    const list = page.request.get("/api/churches");
    await page.goto("/?scrollTo=directory");
    const churches = (await (await list).json()) as Array<{
      id: number;
      latitude: string | null;
      longitude: string | null;
    }>;
    const placed = churches
      .map((church) => ({
        id: church.id,
        latitude: Number(church.latitude),
        longitude: Number(church.longitude),
      }))
      .filter((church) => church.latitude && church.longitude);
    // Among them the world's, placed far apart (Des Moines, Marshall MN, Valentine NE).
    const { located, map: worldMap } = world();
    expect(placed.map((church) => church.id)).toEqual(
      expect.arrayContaining([located.id, worldMap.lone.id, ...worldMap.cluster.map((church) => church.id)]),
    );
    await page.locator("#directory").scrollIntoViewIfNeeded();
    const map = page.getByTestId("directory-map");
    await expect(map).toHaveAttribute("data-map-ready", "true", { timeout: 30_000 });
    await expect
      .poll(() =>
        map.evaluate((element, points) => {
          const container = element.querySelector(".maplibregl-map") as
            | (HTMLElement & {
                maplibreMap?: { getBounds(): { contains(point: [number, number]): boolean } };
              })
            | null;
          const bounds = container?.maplibreMap?.getBounds();
          return bounds ? points.filter((p) => !bounds.contains([p.longitude, p.latitude])).length : -1;
        }, placed),
      )
      .toBe(0);

    // No box scrolling inside the scrolling page.
    const list_ = page.getByTestId("church-list");
    await expect(list_.locator("article").first()).toBeVisible();
    const scrolls = await list_.evaluate((element) => ({
      overflow: getComputedStyle(element).overflowY,
      hidden: element.scrollHeight - element.clientHeight,
    }));
    expect(scrolls.overflow).not.toMatch(/auto|scroll/);
    expect(scrolls.hidden).toBeLessThanOrEqual(1);
  });

  test("the menu's social icons are the configured links, three icons in all", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open navigation menu" }).click();
    const social = page.locator("#mobile-navigation").getByRole("group", { name: "Social media" });
    await expect(social).toBeVisible();
    const links = social.getByRole("link");
    await expect(links.first()).toBeVisible();
    const count = await links.count();
    expect(count).toBeGreaterThan(0);
    // The world's active Facebook link comes first (the admin spec edits only YouTube's meanwhile).
    await expect(links.first()).toHaveAttribute("href", world().socialLink.url);
    expect(count + (await social.locator("svg[aria-hidden=true]:not(a svg)").count())).toBe(3);
    for (let i = 0; i < count; i++) {
      await expect(links.nth(i)).toHaveAttribute("href", /^https:\/\//);
      await expect(links.nth(i)).toHaveAttribute("target", "_blank");
    }
  });

  test("every admin planting tab is on screen", async ({ page, baseURL }) => {
    const login = await page.request.post("/api/auth/login", {
      headers: { origin: new URL(baseURL!).origin },
      data: { email: "admin@e2e.test", password: "e2e-admin-password" },
    });
    expect(login.ok()).toBe(true);
    await page.goto("/admin/church-planting");
    const tabs = page.getByRole("tab");
    await expect(tabs).toHaveCount(3);
    for (const tab of await tabs.all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await tabs.nth(2).click();
    await expect(tabs.nth(2)).toHaveAttribute("aria-selected", "true");
  });
});

test.describe("less placeholder, more content", () => {
  test("event cards frame a picture only when the event has one; a church's uploaded photo shows at full size", async ({
    page,
  }) => {
    const { events, photographed } = world();
    await page.goto("/events");
    const cards = page.getByTestId("event-card");
    await expect(cards.first()).toBeVisible();
    await page.getByPlaceholder("Search events...").fill(events.pictured);
    const pictured = cards.filter({ hasText: events.pictured });
    await expect(pictured.locator("img")).toHaveAttribute("src", /^\/api\/uploads\/[0-9a-f-]{36}$/);
    await page.getByPlaceholder("Search events...").fill(events.plain);
    const plain = cards.filter({ hasText: events.plain });
    await expect(plain).toBeVisible();
    await expect(plain.locator("img")).toHaveCount(0);
    // Nor a placeholder standing in for it: the card starts with its badges.
    await expect(plain.locator(".chakra-card__body")).toBeVisible();
    const [cardTop, bodyTop] = [
      (await plain.boundingBox())!.y,
      (await plain.locator(".chakra-card__body").boundingBox())!.y,
    ];
    expect(bodyTop - cardTop).toBeLessThan(4);

    await page.goto(`/church/${photographed.id}`);
    const photo = page.getByRole("img", { name: photographed.name, exact: true });
    await expect(photo).toHaveAttribute("src", /^\/api\/uploads\//);
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(photographed.photoWidth);
  });

  test("the demo data carries painted photos: its photographed events and churches show them", async ({
    page,
    baseURL,
  }) => {
    // Issue 15's product feature, so this test reads the demo seed on purpose (SEED_DEMO=true in
    // playwright.config.ts), by the seed's own lists of what it paints. The administrator's list holds past
    // events too.
    await signInAsAdmin(page, baseURL!);
    const adminList = (await (
      await page.request.get(`/trpc/events.adminList?input=${WHOLE_LIST}`)
    ).json()) as {
      result: { data: { items: Array<{ title: string; imageUrl: string | null }> } };
    };
    const events = adminList.result.data.items;
    for (const title of PHOTOGRAPHED_EVENTS) {
      expect(events.find((event) => event.title === title)?.imageUrl, title).toMatch(
        /^\/api\/uploads\/[0-9a-f-]{36}$/,
      );
    }
    const churches = (await (await page.request.get("/api/churches")).json()) as Array<{
      id: number;
      name: string;
      imageUrl: string | null;
    }>;
    const photographed = churches.filter((church) => PHOTOGRAPHED_CHURCHES.includes(church.name));
    expect(photographed.map((church) => church.name).sort()).toEqual([...PHOTOGRAPHED_CHURCHES].sort());
    for (const church of photographed) expect(church.imageUrl, church.name).toMatch(/^\/api\/uploads\//);
    const first = photographed[0]!;
    await page.goto(`/church/${first.id}`);
    const photo = page.getByRole("img", { name: first.name, exact: true });
    await expect(photo).toHaveAttribute("src", /^\/api\/uploads\//);
    // api/src/seed/seed-photos.ts paints them PHOTO_WIDTH (960) pixels wide.
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(960);
  });

  test("on a phone: a church without a photo shows its contacts first, and the claim list is paged", async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // The world's host church has no picture.
    await page.goto(`/church/${world().hostChurch.id}`);
    await expect(page.getByRole("heading", { name: "Contact" })).toBeVisible();
    await expect(page.getByTestId("church-image-placeholder")).toBeHidden();

    // A new account without a church, signed in through this page's own cookies.
    const signUp = await page.request.post("/api/auth/register", {
      headers: { origin: new URL(baseURL!).origin },
      data: {
        email: `pager-${unique()}@example.test`,
        password: "a long enough password",
        firstName: "Page",
        lastName: "Turner",
      },
    });
    expect(signUp.status()).toBe(201);
    await page.goto("/claim");
    // More than two pages of unclaimed churches: the world made 25 (world().unclaimed).
    expect(world().unclaimed.count).toBeGreaterThan(24);
    const cards = page.locator("button[aria-pressed]");
    await expect(cards).toHaveCount(12);
    await page.getByRole("button", { name: /^Load More/ }).click();
    await expect(cards).toHaveCount(24);

    // Choosing a church far down the list brings its email field into view, below the sticky header.
    await cards.nth(20).click();
    const email = page.getByLabel("Verification Email");
    await expect(email).toBeInViewport();
    const header = (await page.getByRole("banner").boundingBox())!;
    await expect
      .poll(async () => (await email.boundingBox())!.y)
      .toBeGreaterThanOrEqual(header.y + header.height);
  });
});

test.describe("the remaining differences from the specification", () => {
  test("an administrator edits a resource type and cannot delete one in use, being told by how many", async ({
    page,
    baseURL,
  }) => {
    const origin = { origin: new URL(baseURL!).origin };
    const login = await page.request.post("/api/auth/login", {
      headers: origin,
      data: { email: "admin@e2e.test", password: "e2e-admin-password" },
    });
    expect(login.ok()).toBe(true);
    const name = `zine-${unique()}`;
    const created = await page.request.post("/api/admin/resource-types", {
      headers: origin,
      data: { name, color: "indigo" },
    });
    expect(created.status()).toBe(201);
    const resource = await page.request.post("/api/admin/resources", {
      headers: origin,
      data: { title: `Typed ${unique()}`, type: name, fileUrl: "https://example.org/zine.pdf" },
    });
    expect(resource.ok()).toBe(true);

    await page.goto("/admin/resources");
    const types = page.getByRole("region", { name: "Resource Types" });
    // The original indigo is indigo, not purple.
    const badge = types.getByText(new RegExp(`^${name}$`, "i"));
    await expect(badge).toHaveCSS("color", "rgb(67, 56, 202)");

    await types.getByRole("button", { name: `Delete type ${name}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(
      page.getByText(`is the type of 1 resource. Give it another type first, then delete it.`),
    ).toBeVisible();

    const renamed = `${name}-renamed`;
    await types.getByRole("button", { name: `Edit type ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Resource Type" });
    await dialog.getByLabel("Name").fill(renamed);
    await dialog.getByRole("button", { name: "Save Type" }).click();
    await expect(types.getByText(new RegExp(`^${renamed}$`, "i"))).toBeVisible();
    // Its resource moved with it.
    const list = (await (await page.request.get(`/trpc/resources.adminList?input=${WHOLE_LIST}`)).json()) as {
      result: { data: { items: Array<{ type: string }> } };
    };
    expect(list.result.data.items.some((item) => item.type === renamed)).toBe(true);
  });

  test("the events section prefetches the church list", async ({ page }) => {
    // The directory's first page (decision 003: the first view, not every church).
    const churches = page.waitForRequest(
      (request) => new URL(request.url()).pathname === "/api/churches/page",
    );
    await page.goto("/events");
    await expect(page.getByTestId("event-card").first()).toBeVisible();
    await churches;
  });
});
