import { type Browser, expect, type Page, test } from "@playwright/test";
import { world } from "./fixtures/world.ts";

// Issue 40, deliverable 1: the public pages arrive rendered (docs/decisions/021-server-rendered-pages.md).
// Without JavaScript a reader sees the page itself, not only its <noscript> text; with JavaScript React adopts
// that markup without a mismatch, and the data it was rendered with is not asked for again.

test.describe.configure({ timeout: 300_000 });

const SHOTS = process.env.E2E_SHOTS_DIR;

async function firstEventId(page: Page): Promise<{ id: number; title: string }> {
  const events = (await (await page.request.get("/api/events")).json()) as Array<{
    id: number;
    title: string;
  }>;
  expect(events.length).toBeGreaterThan(0);
  return events[0]!;
}

/** A page without JavaScript: only what the server sent. */
async function withoutScript(browser: Browser, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test("a church page arrives rendered: name, address, service times and directions without JavaScript", async ({
  browser,
}) => {
  const { located } = world();
  for (const prefix of ["", "/es"]) {
    await withoutScript(browser, async (page) => {
      const response = await page.goto(`${prefix}/church/${located.id}`);
      expect(response?.status()).toBe(200);
      const main = page.locator("main");
      await expect(main.getByRole("heading", { level: 1, name: located.name })).toBeVisible();
      await expect(main.getByText(located.address, { exact: false }).first()).toBeVisible();
      // The service times as the church wrote them, each line on screen.
      for (const line of located.serviceTimes.split("\n")) {
        await expect(main.getByText(line.trim(), { exact: false }).first()).toBeVisible();
      }
      const directions = main.getByRole("link", {
        name: prefix ? /Cómo llegar con Google Maps/ : /Directions in Google Maps/,
      });
      await expect(directions).toBeVisible();
      await expect(directions).toHaveAttribute("href", /google\.com\/maps\/dir/);
      await expect(main.getByRole("link", { name: /Apple Maps/ })).toBeVisible();
      // Not the noscript copy: the server-rendered page replaces it.
      expect(await page.locator("noscript").count()).toBe(0);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/church${prefix.replace("/", "-")}-no-js.png` });
    });
  }
});

test("the home page's church list and an event page arrive rendered in both languages", async ({
  browser,
  page,
}) => {
  const { located } = world();
  const event = await firstEventId(page);
  for (const prefix of ["", "/es"]) {
    await withoutScript(browser, async (page) => {
      await page.goto(prefix || "/");
      // The directory's first page lists churches by name (the world's church sorts among them or not: its
      // card is found by searching, which the address's filter does on the server too).
      await expect(page.locator("main").getByRole("heading", { level: 1 })).toBeVisible();
      const searched = await page.goto(`${prefix}/?q=${encodeURIComponent(located.name)}`);
      expect(searched?.status()).toBe(200);
      expect(await searched?.text()).toContain('id="page-data"');
      await expect(page.locator("main").getByText(located.name).first()).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", prefix ? "es" : "en");
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/home${prefix.replace("/", "-")}-no-js.png` });

      await page.goto(`${prefix}/events/${event.id}`);
      await expect(page.getByRole("heading", { name: event.title }).first()).toBeVisible();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/event${prefix.replace("/", "-")}-no-js.png` });
    });
  }
});

/** What React says when the markup it hydrates is not what it would have rendered. */
const MISMATCH = /hydrat|did not match|Minified React error #(418|419|421|422|423|425)/i;

test("every public page hydrates without a mismatch and without asking again for its data", async ({
  page,
  context,
}) => {
  const { located } = world();
  const event = await firstEventId(page);
  const paths = [
    "/",
    "/events",
    `/events/${event.id}`,
    `/church/${located.id}`,
    "/resources",
    "/help",
    "/open-data",
    "/church-plant-request",
    "/pastoral-candidate",
    "/auth",
    "/sign-up",
    "/forgot-password",
  ];
  const problems: string[] = [];
  for (const prefix of ["", "/es"]) {
    for (const pathname of paths) {
      const address = `${prefix}${pathname}` === "/es/" ? "/es" : `${prefix}${pathname}`;
      // A page of its own for each address: a request the previous page made late is not counted here.
      const visit = await context.newPage();
      visit.on("console", (message) => {
        if ((message.type() === "error" || message.type() === "warning") && MISMATCH.test(message.text())) {
          problems.push(`${address}: ${message.text().slice(0, 300)}`);
        }
      });
      visit.on("pageerror", (error) => {
        if (MISMATCH.test(error.message)) problems.push(`${address}: ${error.message.slice(0, 300)}`);
      });
      const asked: string[] = [];
      visit.on("request", (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith("/trpc/") || url.pathname.startsWith("/api/")) {
          asked.push(`${url.pathname}${url.search}`);
        }
      });
      const response = await visit.goto(address);
      expect(response?.status(), address).toBe(200);
      // Rendered by the server (the data block is there), not the plain shell.
      expect(await response?.text(), address).toContain('id="page-data"');
      // Hydrated (React has run the page's effects), then the page settles.
      await expect(visit.locator("#root[data-hydrated]")).toBeAttached();
      await visit.waitForLoadState("networkidle");
      // The data the page was rendered with came with it.
      const askedFor = (what: string) => asked.filter((path) => path.includes(what));
      if (pathname.startsWith("/church/")) expect(askedFor("churches.byId"), address).toEqual([]);
      if (pathname === "/") expect(askedFor("/api/churches/page"), address).toEqual([]);
      if (pathname === "/events") expect(askedFor("events.list"), address).toEqual([]);
      if (pathname.startsWith("/events/")) expect(askedFor("events.byId"), address).toEqual([]);
      await visit.close();
    }
  }
  expect(problems, problems.join("\n")).toEqual([]);
});

test("a visitor whose calendar is on another day than the server's gets the same page, then their own dates", async ({
  browser,
  baseURL,
}) => {
  const { located } = world();
  // Fourteen hours ahead of UTC and eleven behind: whatever the hour, one of them is on another day than a server
  // on UTC (the machine's zone in CI), so the dates the vault's cards and a listing's confirmation write differ.
  for (const timezoneId of ["Pacific/Kiritimati", "Pacific/Pago_Pago"]) {
    const context = await browser.newContext({ baseURL, timezoneId });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on("console", (message) => {
      if (MISMATCH.test(message.text())) problems.push(`${page.url()}: ${message.text().slice(0, 200)}`);
    });
    page.on("pageerror", (error) => {
      if (MISMATCH.test(error.message)) problems.push(`${page.url()}: ${error.message.slice(0, 200)}`);
    });
    for (const path of ["/resources", `/church/${located.id}`, "/es/resources"]) {
      await page.goto(path);
      await expect(page.locator("#root[data-hydrated]")).toBeAttached();
      await page.waitForLoadState("networkidle");
    }
    // Once running, the vault's dates are the visitor's own calendar days.
    const card = page.locator("article").first();
    const title = await card.getByRole("heading").textContent();
    const resources = (await (await page.request.get("/api/resources")).json()) as Array<{
      title: string;
      createdAt: string;
    }>;
    const resource = resources.find((candidate) => candidate.title === title);
    expect(resource, `${title}`).toBeDefined();
    const ownDay = new Intl.DateTimeFormat("es-US", {
      weekday: "short",
      month: "short",
      day: "numeric",
      year: "numeric",
      timeZone: timezoneId,
    }).format(new Date(resource!.createdAt));
    await expect(card, timezoneId).toContainText(ownDay);
    expect(problems, problems.join("\n")).toEqual([]);
    await context.close();
  }
});

// docs/decisions/023-app-code-after-first-paint.md: the page names its code, and a deferred boot script asks for it
// once the page is painted; the HTML itself makes the browser fetch none of it.
test("a server-rendered page fetches none of the app's code before the boot script asks", async ({
  page,
}) => {
  const { located } = world();
  for (const path of ["/", `/church/${located.id}`, "/es/resources", "/auth"]) {
    const html = await (await page.request.get(path)).text();
    expect(html, path).not.toContain("modulepreload");
    expect(html, path).not.toMatch(/<script[^>]*type="module"/);
    const sources = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"[^>]*>/g)];
    expect(
      sources.map((match) => match[0].replace(/after-first-paint-[\w-]+\.js/, "after-first-paint.js")),
      path,
    ).toEqual(['<script src="/assets/after-first-paint.js" defer>']);
    const code = JSON.parse(
      html.match(/<script type="application\/json" id="app-code">(.*?)<\/script>/)![1]!,
    );
    expect(code[0], path).toMatch(/^\/assets\/index-[\w-]+\.js$/);
  }
});

/** Holds the app's entry back until `release` is called: meanwhile the page is the server's alone. */
async function holdTheApp(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test("what a visitor types before the app runs is kept, and acted on", async ({ page }) => {
  const release = await holdTheApp(page);
  // Not "load": the browser waits for the held script before it fires.
  await page.goto("/resources", { waitUntil: "commit" });
  const box = page.getByPlaceholder("Search resources...");
  await box.fill("Worship");
  await expect(page.locator("#root[data-hydrated]")).not.toBeAttached();
  release();
  await expect(page.locator("#root[data-hydrated]")).toBeAttached();
  await expect(box).toHaveValue("Worship");
  // The app took the letters as typed: the address holds the search, and typing goes on from there.
  await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe("Worship");
  await box.press("End");
  await box.pressSequentially(" Night");
  await expect(box).toHaveValue("Worship Night");
  await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe("Worship Night");
});

test("a form sent before the app runs is held, never sent by the browser, then sent by the app", async ({
  page,
}) => {
  const release = await holdTheApp(page);
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest()) documents.push(request.url());
  });
  const signIns: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("auth.login")) signIns.push(request.method());
  });
  await page.goto("/auth", { waitUntil: "commit" });
  await page.getByLabel("Email").fill(world().owner.email);
  await page.locator('input[name="password"]').fill("not-the-password-1234");
  await page.getByRole("button", { name: "Sign In" }).click();
  // The browser sent nothing: the password is in no address.
  expect(documents.every((url) => !url.includes("password"))).toBe(true);
  expect(page.url()).not.toContain("not-the-password");
  release();
  await expect(page.locator("#root[data-hydrated]")).toBeAttached();
  // The app sent it, and answers as it does to a wrong password.
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  expect(signIns).toEqual(["POST"]);
  expect(page.url()).not.toContain("not-the-password");
  expect(documents).toHaveLength(1);
});

test("where a visitor scrolled before the app runs is where the page stays", async ({ page }) => {
  const release = await holdTheApp(page);
  await page.goto("/", { waitUntil: "commit" });
  await page.locator("#events").scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  release();
  await expect(page.locator("#root[data-hydrated]")).toBeAttached();
  await page.waitForLoadState("networkidle");
  // The router's first render neither reset nor restored it.
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled / 2);
  await expect(page.locator("#events")).toBeInViewport();
});

test("the language switch followed before the app runs is remembered too", async ({ page, context }) => {
  await holdTheApp(page);
  await page.goto("/resources", { waitUntil: "commit" });
  await page.getByTestId("language-switcher").first().click();
  await expect(page).toHaveURL(/\/es\/resources$/);
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === "lang")?.value).toBe("es");
});
