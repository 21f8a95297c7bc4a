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
