// The directory that asks only for what it shows (issue 19) and keeps its filters in the address (issue 18):
// each test creates the churches it asserts on, tagged with a word no other row holds, and removes them after.
import { expect, type Page, test } from "@playwright/test";
import pg from "pg";
import { MAP } from "../packages/shared/src/constants.ts";
import { E2E_ADMIN } from "./fixtures/accounts.ts";
import { holdRequests } from "./fixtures/hold.ts";
import { clustersDrawn } from "./fixtures/map-markers.ts";

test.describe.configure({ timeout: 180_000 });

const searchBox = (page: Page) => page.getByPlaceholder("Search by church name, city, or pastor...");
const counter = (page: Page) => page.getByTestId("church-count");
const cards = (page: Page) => page.getByTestId("church-list").locator("article");

function tag(): string {
  // Letters only: the search folds case and accents, and a number could match a ZIP code.
  return `Zq${Date.now()
    .toString(36)
    .replace(/\d/g, (d) => "abcdefghij"[Number(d)]!)}`;
}

/** Signs the page's request context in as the administrator and creates approved churches; returns their ids. */
async function createChurches(page: Page, names: string[]) {
  // Off the map (no gazetteer knows the town), so the clusters other tests count stay as they are.
  const place = { city: "Nowhere Junction", state: "IA", zipCode: "00000" };
  const headers = { origin: new URL(test.info().project.use.baseURL!).origin };
  const login = await page.request.post("/api/auth/login", { data: E2E_ADMIN, headers });
  expect(login.ok()).toBeTruthy();
  const ids: number[] = [];
  for (const name of names) {
    const created = await page.request.post("/api/admin/churches", {
      headers,
      data: { name, address: "1 Main St", ...place },
    });
    expect(created.ok(), await created.text()).toBeTruthy();
    ids.push(((await created.json()) as { id: number }).id);
  }
  return {
    ids,
    async remove() {
      for (const id of ids) await page.request.delete(`/api/churches/${id}`, { headers });
      await page.request.get("/api/auth/logout");
    },
  };
}

async function openDirectory(page: Page, search = "") {
  await page.goto(`/${search}`);
  const directory = page.locator("#directory");
  await directory.scrollIntoViewIfNeeded();
  return directory;
}

test("the filters live in the address: a reload restores them, typing replaces the entry, Clear Filters empties it", async ({
  page,
}) => {
  const word = tag();
  const made = await createChurches(page, [`${word} Chapel`, `${word} Fellowship`]);
  try {
    await page.goto("/events");
    await openDirectory(page);
    const before = await page.evaluate(() => history.length);
    await searchBox(page).pressSequentially(word.toLowerCase(), { delay: 20 });
    await page.getByLabel("State").selectOption("IA");
    await expect(page).toHaveURL(new RegExp(`[?&]q=${word.toLowerCase()}(&|$)`));
    await expect(page).toHaveURL(/[?&]state=IA(&|$)/);
    await expect(counter(page)).toHaveText("2 of 2");
    // One entry for the page, however many keystrokes: Back leaves the directory.
    expect(await page.evaluate(() => history.length)).toBe(before);

    await page.reload();
    await page.locator("#directory").scrollIntoViewIfNeeded();
    await expect(searchBox(page)).toHaveValue(word.toLowerCase());
    await expect(page.getByLabel("State")).toHaveValue("IA");
    await expect(counter(page)).toHaveText("2 of 2");
    await expect(cards(page).first()).toContainText(word);

    // A shared link opens the same filtered directory.
    await openDirectory(page, `?q=${word}&state=ia`);
    await expect(page.getByLabel("State")).toHaveValue("IA");
    await expect(counter(page)).toHaveText("2 of 2");

    await searchBox(page).fill("no church is called this");
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect(searchBox(page)).toHaveValue("");
    await expect(page.getByLabel("State")).toHaveValue("all");
    await expect(page).toHaveURL(/\/$/);
  } finally {
    await made.remove();
  }
});

test("the list pages on the server: 50 cards, then 12 more per Load More, counted 'x of y'", async ({
  page,
}) => {
  const word = tag();
  const names = Array.from({ length: 70 }, (_, i) => `${word} Church ${String(i).padStart(2, "0")}`);
  const made = await createChurches(page, names);
  try {
    const pages: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === "/api/churches/page")
        pages.push(`${url.searchParams.get("offset")}+${url.searchParams.get("limit")}`);
    });
    await openDirectory(page, `?q=${word}`);
    await expect(counter(page)).toHaveText("50 of 70");
    await expect(cards(page)).toHaveCount(50);
    // The documented order: by name.
    await expect(cards(page).first()).toContainText(`${word} Church 00`);
    await page.getByRole("button", { name: "Load More", exact: true }).click();
    await expect(counter(page)).toHaveText("62 of 70");
    await expect(cards(page).nth(61)).toContainText(`${word} Church 61`);
    await page.getByRole("button", { name: "Load More", exact: true }).click();
    await expect(counter(page)).toHaveText("70 of 70");
    await expect(page.getByRole("button", { name: "Load More", exact: true })).toHaveCount(0);
    // Each click asked for its own 12, not the whole list again.
    expect(pages.filter((p) => p.startsWith("50+") || p.startsWith("62+"))).toEqual(["50+12", "62+12"]);
    // The directory never downloads every church.
    expect(pages.every((p) => !p.endsWith("+100"))).toBe(true);
  } finally {
    await made.remove();
  }
});

test("the language filter offers the worship languages by name and narrows the list; cards name them", async ({
  page,
}) => {
  // The worship languages have no form yet: this test sets them in the database it shares with the server.
  test.skip(!process.env.E2E_DATABASE_URL, "needs the server's PostgreSQL database");
  const word = tag();
  const made = await createChurches(page, [`${word} Iglesia`, `${word} Chapel`]);
  const db = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await db.connect();
  try {
    await db.query("UPDATE churches SET worship_languages = '{en,es}' WHERE id = $1", [made.ids[0]]);
    await openDirectory(page, `?q=${word}`);
    const language = page.getByLabel("Worship language");
    await expect(language.locator("option", { hasText: "Spanish" })).toHaveCount(1);
    await expect(language.locator("option").first()).toHaveText("All Languages");
    await expect(counter(page)).toHaveText("2 of 2");
    const iglesia = page.getByRole("article", { name: `${word} Iglesia` });
    await expect(iglesia.getByTestId("worship-languages")).toHaveText("Services in English and Spanish");
    // English alone goes without saying.
    await expect(
      page.getByRole("article", { name: `${word} Chapel` }).getByTestId("worship-languages"),
    ).toHaveCount(0);

    await language.selectOption({ label: "Spanish" });
    await expect(page).toHaveURL(/[?&]language=es(&|$)/);
    await expect(counter(page)).toHaveText("1 of 1");
    await expect(cards(page).first()).toContainText(`${word} Iglesia`);

    await page.reload();
    await expect(page.getByLabel("Worship language")).toHaveValue("es");
    await expect(counter(page)).toHaveText("1 of 1");

    // The church page says it too.
    await page.goto(`/church/${made.ids[0]}`);
    await expect(page.getByTestId("worship-languages")).toHaveText("Services in English and Spanish");
  } finally {
    await db.end();
    await made.remove();
  }
});

test("the clusters are asked for and drawn while the basemap is still loading, not after its first complete frame", async ({
  page,
}) => {
  // Every request for the built-in basemap's archive is held until the clusters are on the map.
  const held: { continue(): Promise<void> }[] = [];
  let holding = true;
  await page.route(/\/assets\/basemap-[0-9a-f]+\.pmtiles$/, async (route) => {
    if (holding) held.push(route);
    else await route.continue();
  });
  await openDirectory(page);
  const map = page.getByTestId("directory-map");
  const drawn = page.getByTestId("directory-map-viewport");
  await expect(drawn).toHaveAttribute("data-status", "drawn", { timeout: 30_000 });
  await expect(drawn).not.toHaveAttribute("data-clusters", "0");
  // MapLibre's load event waits for the basemap's tiles: none has arrived yet.
  expect(held.length).toBeGreaterThan(0);
  await expect(map).toHaveAttribute("data-map-ready", "false");
  holding = false;
  for (const route of held.splice(0)) await route.continue();
  await expect(map).toHaveAttribute("data-map-ready", "true", { timeout: 30_000 });
});

interface ViewportAsk {
  /** The west edge of the box asked for ("-180": the preview's question, the whole world). */
  west: string | null;
  /** Whether the page had an element matching the recorder's selector when it asked. */
  present: boolean;
}

/** From the page's first script on, records each viewport request the page sends (read with viewportAsks). */
function recordViewportAsks(page: Page, selector: string) {
  return page.addInitScript((selector) => {
    const asks: ViewportAsk[] = [];
    (window as unknown as { viewportAsks: ViewportAsk[] }).viewportAsks = asks;
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = new URL(String(input instanceof Request ? input.url : input), location.href);
      if (url.pathname === "/api/churches/viewport") {
        asks.push({ west: url.searchParams.get("west"), present: document.querySelector(selector) !== null });
      }
      return original(input, init);
    };
  }, selector);
}

const viewportAsks = (page: Page) =>
  page.evaluate(() => (window as unknown as { viewportAsks: ViewportAsk[] }).viewportAsks);

for (const size of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${size.width} px the first view's clusters are asked for once, before MapLibre has made the map`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    // Each viewport request: its box, and whether the map's canvas existed when the page asked.
    await recordViewportAsks(page, "canvas.maplibregl-canvas");
    // The overview (with the network's box) in before the map's code, as on a machine with time to spare: a box
    // that came after the map was made would rightly ask for the framed view again.
    await page.route(/\/assets\/(DirectoryMap|BaseMap)-[\w-]+\.js$/, async (route) => {
      await expect(page.getByTestId("stat-onMap")).toHaveText(/\d/, { timeout: 30_000 });
      await route.continue();
    });
    const response = await page.goto("/?scrollTo=directory");
    await expect(page.getByTestId("directory-map-viewport")).toHaveAttribute("data-status", "drawn", {
      timeout: 30_000,
    });
    await expect(page.getByTestId("directory-map")).toHaveAttribute("data-map-ready", "true", {
      timeout: 30_000,
    });
    // The preview's question (the whole network's clusters) was answered on the server, its answer in the
    // page's data (docs/decisions/021-server-rendered-pages.md); then the map's own: one question (the view
    // computed before the map existed is the one MapLibre shows, on a phone the network's box included), asked
    // while the map was still being made.
    expect(await response?.text()).toContain('"west":-180,"east":180,"south":-90,"north":90');
    const asks = await viewportAsks(page);
    expect(asks.map(({ present }) => present)).toEqual([false]);
    expect(asks[0]!.west).not.toBe("-180");
  });
}

test("the first clusters come with the page and its first cards: the preview asks nothing", async ({
  page,
}) => {
  await recordViewportAsks(page, '[data-testid="church-list"] article');
  // The map's code held: what shows meanwhile is the page's own.
  const release = await holdRequests(page, (url) =>
    /\/assets\/(DirectoryMap|BaseMap)-[\w-]+\.js$/.test(url.pathname),
  );
  const response = await page.goto("/?scrollTo=directory");
  // The server rendered the first cards and answered the preview's question (the whole world's clusters) into
  // the page's data (docs/decisions/021-server-rendered-pages.md).
  const html = (await response?.text()) ?? "";
  expect(html).toMatch(/data-testid="church-list"[\s\S]*<article/);
  expect(html).toContain('"west":-180,"east":180,"south":-90,"north":90');
  await expect(page.getByTestId("preview-cluster").first()).toBeVisible({ timeout: 30_000 });
  await expect(cards(page).first()).toBeVisible();
  expect((await viewportAsks(page)).filter(({ west }) => west === "-180")).toEqual([]);
  release();
});

/**
 * The number on each cluster and its centre within the map's panel (the page may scroll meanwhile): of the
 * preview's circles (page elements), or of the clusters MapLibre drew (its symbol layer). Both fill the panel.
 */
function countsShown(page: Page, layer: "cluster-preview" | "directory-map") {
  if (layer === "directory-map") return clustersDrawn(page.getByTestId(layer));
  return page.getByTestId(layer).evaluate((container) => {
    const origin = container.getBoundingClientRect();
    return [...container.querySelectorAll('[data-testid="preview-cluster"]')]
      .map((element) => {
        const rect = element.getBoundingClientRect();
        return {
          count: Number(element.textContent),
          x: Math.round(rect.x + rect.width / 2 - origin.x),
          y: Math.round(rect.y + rect.height / 2 - origin.y),
        };
      })
      .sort((a, b) => a.x - b.x || a.y - b.y);
  });
}

for (const size of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${size.width} px the first view's clusters show before the map's code is in, where the map then draws them`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    const release = await holdRequests(page, (url) =>
      /\/assets\/(DirectoryMap|BaseMap)-[\w-]+\.js$/.test(url.pathname),
    );
    await page.goto("/?scrollTo=directory");
    const preview = page.getByTestId("preview-cluster");
    await expect(preview.first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("cluster-preview")).toContainText("Loading map...");
    // No map yet: these are the page's own elements.
    await expect(page.locator("canvas")).toHaveCount(0);
    const early = await countsShown(page, "cluster-preview");
    expect(early.length).toBeGreaterThan(0);

    release();
    await expect(page.getByTestId("directory-map-viewport")).toHaveAttribute("data-status", "drawn", {
      timeout: 30_000,
    });
    // The map has drawn them: the preview gives way to it.
    await expect(page.getByTestId("cluster-preview")).toHaveCount(0);
    const drawn = await countsShown(page, "directory-map");
    expect(drawn.map(({ count }) => count)).toEqual(early.map(({ count }) => count));
    // Each where the map draws it: no jump when the map takes over.
    early.forEach((shown, index) => {
      const onMap = drawn[index]!;
      expect(
        Math.hypot(shown.x - onMap.x, shown.y - onMap.y),
        JSON.stringify({ shown, onMap }),
      ).toBeLessThanOrEqual(2);
    });
  });
}

test("the map is made only once the first clusters are on screen: its first long task waits behind them", async ({
  page,
}) => {
  // The order in which the preview's clusters and the map's canvas first appear.
  await page.addInitScript(() => {
    const order: string[] = [];
    (window as unknown as { appeared: string[] }).appeared = order;
    new MutationObserver(() => {
      for (const [name, selector] of [
        ["preview", '[data-testid="preview-cluster"]'],
        ["map", "canvas.maplibregl-canvas"],
      ] as const) {
        if (!order.includes(name) && document.querySelector(selector)) order.push(name);
      }
    }).observe(document, { subtree: true, childList: true });
  });
  const release = await holdRequests(page, (url) => url.pathname === "/api/churches/viewport");
  const mapCode = page.waitForResponse((response) => /\/assets\/BaseMap-[\w-]+\.js$/.test(response.url()));
  await page.goto("/?scrollTo=directory");
  await (await mapCode).finished();
  // The map's code is in, the clusters are not: the map waits for them.
  const panel = page.getByTestId("directory-map-panel");
  await expect(panel).toHaveAttribute("data-map-started", "false");
  await expect(page.locator("canvas.maplibregl-canvas")).toHaveCount(0);

  release();
  await expect(page.getByTestId("directory-map-viewport")).toHaveAttribute("data-status", "drawn", {
    timeout: 30_000,
  });
  await expect(panel).toHaveAttribute("data-map-started", "true");
  expect(await page.evaluate(() => (window as unknown as { appeared: string[] }).appeared)).toEqual([
    "preview",
    "map",
  ]);
});

test("without the overview there is no preview to wait for: the map starts and draws its clusters", async ({
  page,
}) => {
  await page.route("**/api/churches/overview", (route) =>
    route.fulfill({ status: 500, json: { message: "Something went wrong" } }),
  );
  await page.goto("/?scrollTo=directory");
  await expect(page.getByTestId("directory-map-viewport")).toHaveAttribute("data-status", "drawn", {
    timeout: 30_000,
  });
  await expect(page.getByTestId("directory-map-viewport")).not.toHaveAttribute("data-clusters", "0");
  await expect(page.getByTestId("cluster-preview")).toHaveCount(0);
});

test("a cluster's popup lists its churches as the server clustered them", async ({ page }) => {
  await openDirectory(page);
  const map = page.getByTestId("directory-map");
  await expect(map).toHaveAttribute("data-map-ready", "true", { timeout: 30_000 });
  await expect(page.getByTestId("directory-map-viewport")).toHaveAttribute("data-status", "drawn", {
    timeout: 30_000,
  });
  await map.evaluate((element) => element.scrollIntoView({ block: "center" }));
  const box = (await map.boundingBox())!;
  // The map's own camera, read from the page, and the clusters the server gives for it.
  const camera = await map.evaluate((element) => {
    const container = element.querySelector(".maplibregl-map") as HTMLElement & {
      maplibreMap: {
        getBounds(): { getWest(): number; getSouth(): number; getEast(): number; getNorth(): number };
        getZoom(): number;
        project(point: [number, number]): { x: number; y: number };
      };
    };
    const m = container.maplibreMap;
    const b = m.getBounds();
    return {
      west: b.getWest(),
      south: b.getSouth(),
      east: b.getEast(),
      north: b.getNorth(),
      zoom: m.getZoom(),
    };
  });
  expect(camera.zoom).toBeLessThan(6);
  const params = new URLSearchParams(Object.entries(camera).map(([k, v]) => [k, String(v)]));
  const viewport = (await (await page.request.get(`/api/churches/viewport?${params}`)).json()) as {
    clusters: { key: string; lat: number; lng: number; count: number }[];
  };
  const pixels = await map.evaluate((element, clusters) => {
    const container = element.querySelector(".maplibregl-map") as HTMLElement & {
      maplibreMap: { project(point: [number, number]): { x: number; y: number } };
    };
    return clusters.map((c) => container.maplibreMap.project([c.lng, c.lat]));
  }, viewport.clusters);
  // A cluster well inside the map, clear of the controls and of other clusters.
  const index = viewport.clusters.findIndex((_, i) => {
    const p = pixels[i]!;
    const inside = p.x > 50 && p.y > 50 && p.x < box.width - 80 && p.y < box.height - 50;
    return inside && pixels.every((q, j) => j === i || Math.hypot(q.x - p.x, q.y - p.y) > 45);
  });
  // The world makes one in Valentine, NE, where no other church stands (e2e/fixtures/world.ts).
  expect(index, "a cluster to click on the map").toBeGreaterThanOrEqual(0);
  const cluster = viewport.clusters[index]!;
  // Every cluster of the answer that lies in view is drawn with its count on its circle (one symbol: the
  // circle its icon, the count its text).
  const inView = viewport.clusters.filter((_, i) => {
    const p = pixels[i]!;
    return p.x >= 0 && p.y >= 0 && p.x <= box.width && p.y <= box.height;
  });
  await expect.poll(async () => (await clustersDrawn(map)).length, { timeout: 20_000 }).toBe(inView.length);
  const labels = await clustersDrawn(map);
  const centre = { x: Math.round(pixels[index]!.x), y: Math.round(pixels[index]!.y) };
  expect(
    labels.some(
      (label) => label.count === cluster.count && Math.hypot(label.x - centre.x, label.y - centre.y) < 3,
    ),
    `the count ${cluster.count} on its cluster at ${JSON.stringify(centre)}: ${JSON.stringify(labels)}`,
  ).toBe(true);
  const popup = page.getByTestId("cluster-popup");
  await expect(async () => {
    await map.click({ position: pixels[index]! });
    await expect(popup).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(popup).toContainText(`${cluster.count} Churches in this area`);
  await expect(popup.getByRole("link", { name: /^View / })).toHaveCount(Math.min(cluster.count, 100));
  await expect(popup).toContainText("Zoom in to see individual churches");
  // Its heading and list lie inside the map: opened above a cluster near the map's top edge, the map pans down
  // to show it (MapLibre alone left the top of this popup, Valentine's, cut off at 1366 px).
  await expect(async () => {
    const inside = (await map.boundingBox())!;
    const shown = (await popup.boundingBox())!;
    expect(shown.y).toBeGreaterThanOrEqual(inside.y);
    expect(shown.x).toBeGreaterThanOrEqual(inside.x);
    expect(shown.x + shown.width).toBeLessThanOrEqual(inside.x + inside.width);
  }).toPass({ timeout: 10_000 });
  await expect(popup.getByRole("heading").first()).toBeInViewport();

  // Zooming past 10 shows single churches: no clusters are left, and the church there is a marker.
  const churches = (await (await page.request.get("/api/churches")).json()) as {
    latitude: string | null;
    longitude: string | null;
  }[];
  const church = churches.find((c) => Number(c.latitude) && Number(c.longitude))!;
  await map.evaluate(
    (element, center) => {
      const container = element.querySelector(".maplibregl-map") as HTMLElement & {
        maplibreMap: { jumpTo(options: { center: [number, number]; zoom: number }): void };
      };
      container.maplibreMap.jumpTo({ center, zoom: 11 });
    },
    [Number(church.longitude), Number(church.latitude)] as [number, number],
  );
  const drawn = page.getByTestId("directory-map-viewport");
  await expect(drawn).toHaveAttribute("data-clusters", "0", { timeout: 20_000 });
  await expect(drawn).not.toHaveAttribute("data-markers", "0");
  await expect.poll(async () => (await clustersDrawn(map)).length).toBe(0);
  expect(MAP.startZoom).toBeLessThan(6);
});

test("looks right at 390 and 1366 px: default, filtered, and with a cluster's popup open", async ({
  page,
}) => {
  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await openDirectory(page);
    const map = page.getByTestId("directory-map");
    await expect(map).toHaveAttribute("data-map-ready", "true", { timeout: 30_000 });
    const drawn = page.getByTestId("directory-map-viewport");
    await expect(drawn).toHaveAttribute("data-status", "drawn", { timeout: 30_000 });
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow(), `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);
    await page.locator("#directory").screenshot({ path: `/tmp/scale-web-default-${width}.png` });

    await page.getByLabel("State").selectOption("IA");
    await expect(page).toHaveURL(/state=IA/);
    await expect(drawn).toHaveAttribute("data-status", "drawn", { timeout: 30_000 });
    await expect(page.getByTestId("church-list").locator("article").first()).toContainText(", IA");
    expect(await overflow(), `horizontal overflow at ${width}px, filtered`).toBeLessThanOrEqual(0);
    await page.locator("#directory").screenshot({ path: `/tmp/scale-web-filtered-${width}.png` });

    // The biggest cluster in view, opened where it is drawn.
    await page.getByLabel("State").selectOption("all");
    await expect(drawn).toHaveAttribute("data-status", "drawn", { timeout: 30_000 });
    await map.evaluate((element) => element.scrollIntoView({ block: "center" }));
    const target = await map.evaluate(async (element) => {
      const container = element.querySelector(".maplibregl-map") as HTMLElement & {
        maplibreMap: {
          getBounds(): { getWest(): number; getSouth(): number; getEast(): number; getNorth(): number };
          getZoom(): number;
          project(point: [number, number]): { x: number; y: number };
        };
      };
      const m = container.maplibreMap;
      const b = m.getBounds();
      const query = new URLSearchParams({
        west: String(b.getWest()),
        south: String(b.getSouth()),
        east: String(b.getEast()),
        north: String(b.getNorth()),
        zoom: String(m.getZoom()),
      });
      const answer = (await (await fetch(`/api/churches/viewport?${query}`)).json()) as {
        clusters: { lat: number; lng: number; count: number }[];
      };
      const size = container.getBoundingClientRect();
      const inside = answer.clusters
        .map((c) => ({ ...m.project([c.lng, c.lat]), count: c.count }))
        .filter((p) => p.x > 40 && p.y > 60 && p.x < size.width - 70 && p.y < size.height - 40)
        .sort((a, b) => b.count - a.count);
      return inside[0] ?? null;
    });
    expect(target, "a cluster in view").not.toBeNull();
    const popup = page.getByTestId("cluster-popup");
    await expect(async () => {
      await map.click({ position: { x: target!.x, y: target!.y } });
      await expect(popup).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(popup).toContainText(`${target!.count} Churches in this area`);
    await page.screenshot({ path: `/tmp/scale-web-cluster-popup-${width}.png` });
  }
});
