import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { makeSampleArchive, SAMPLE_TOWN, SAMPLE_TOWN_POSITION } from "../web/basemap/sample-archive.ts";
import { E2E_ADMIN } from "./fixtures/accounts.ts";
import { clustersDrawn } from "./fixtures/map-markers.ts";
import { world } from "./fixtures/world.ts";

const DES_MOINES = { longitude: -93.62, latitude: 41.59 };
/** The layers of the built-in style that name places (web/src/features/map/basemap.ts). */
const PLACE_LAYERS = [3, 4, 5, 6, 7, 8, 9, 10].map((rank) => `places-${rank}`);

/** Moves the map and resolves once its tiles are loaded and drawn. */
async function showAt(map: Locator, center: { longitude: number; latitude: number }, zoom: number) {
  await map.evaluate(
    (element, { center, zoom }) => {
      const target = element.querySelector(".maplibregl-map") as HTMLElement & { maplibreMap: MaplibreLike };
      target.maplibreMap.jumpTo({ center: [center.longitude, center.latitude], zoom });
    },
    { center, zoom },
  );
  await expect
    .poll(() =>
      map.evaluate((element) => {
        const target = element.querySelector(".maplibregl-map") as HTMLElement & {
          maplibreMap: MaplibreLike;
        };
        return target.maplibreMap.loaded() && target.maplibreMap.areTilesLoaded();
      }),
    )
    .toBe(true);
}

interface RenderedFeature {
  properties: Record<string, unknown>;
  geometry: { coordinates: [number, number] };
}

interface MaplibreLike {
  /** MapLibre's internals, for the tiles a source holds. */
  style: { tileManagers: Record<string, { getIds(): string[] }> };
  jumpTo(options: { center: [number, number]; zoom: number }): void;
  loaded(): boolean;
  areTilesLoaded(): boolean;
  getLayer(id: string): unknown;
  getSource(id: string): unknown;
  project(position: [number, number]): { x: number; y: number };
  queryRenderedFeatures(options: { layers: string[] }): RenderedFeature[];
  queryRenderedFeatures(
    where: [number, number] | [[number, number], [number, number]],
    options: { layers: string[] },
  ): RenderedFeature[];
}

/** The names drawn on screen by the given layers (those the style has). */
function renderedNames(map: Locator, layers: string[]): Promise<string[]> {
  return map.evaluate((element, layers) => {
    const target = element.querySelector(".maplibregl-map") as HTMLElement & { maplibreMap: MaplibreLike };
    const present = layers.filter((id) => target.maplibreMap.getLayer(id));
    return target.maplibreMap
      .queryRenderedFeatures({ layers: present })
      .map((feature) => String(feature.properties.name ?? ""));
  }, layers);
}

/**
 * The names the given layers draw under a cluster: within the smallest cluster's radius (13 px) of the centre of
 * a cluster MapLibre drew (where its count is).
 */
async function namesUnderClusters(map: Locator, layers: string[]): Promise<string[]> {
  const clusters = await clustersDrawn(map);
  return map.evaluate(
    (element, { layers, clusters }) => {
      const target = element.querySelector(".maplibregl-map") as HTMLElement & { maplibreMap: MaplibreLike };
      const mapView = target.maplibreMap;
      const present = layers.filter((id) => mapView.getLayer(id));
      const radius = 13;
      return clusters.flatMap(({ x, y, count }) =>
        mapView
          .queryRenderedFeatures(
            [
              [x - radius, y - radius],
              [x + radius, y + radius],
            ],
            { layers: present },
          )
          .map((label) => `${label.properties.name} under ${count}`),
      );
    },
    { layers, clusters },
  );
}

/** The zoom a map box's camera is at. */
function mapZoom(map: Locator): Promise<number> {
  return map.evaluate((element) => {
    const target = element.querySelector(".maplibregl-map") as HTMLElement & {
      maplibreMap: { getZoom(): number };
    };
    return target.maplibreMap.getZoom();
  });
}

/** How many distinct colours a screenshot of the map has: a blank or failed canvas has one or two. */
async function distinctColours(page: Page, map: Locator): Promise<number> {
  const png = (await map.screenshot()).toString("base64");
  return page.evaluate(async (png) => {
    // An image, not fetch(): the site's Content-Security-Policy allows data: images but no data: connections.
    const bitmap = new Image();
    bitmap.src = `data:image/png;base64,${png}`;
    await bitmap.decode();
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext("2d")!;
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    const colours = new Set<number>();
    for (let i = 0; i < data.length; i += 16)
      colours.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
    return colours.size;
  }, png);
}

async function openDirectoryMap(page: Page, origin = ""): Promise<Locator> {
  await page.goto(`${origin}/?scrollTo=directory`);
  await page.locator("#directory").scrollIntoViewIfNeeded();
  const map = page.getByTestId("directory-map");
  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute("data-map-ready", "true", { timeout: 60_000 });
  return map;
}

test.describe("the built-in basemap", () => {
  test("names the towns around Des Moines at zoom 11, on a drawn canvas", async ({ page }) => {
    const archive = page.waitForResponse((response) =>
      /\/assets\/basemap-[0-9a-f]+\.pmtiles$/.test(response.url()),
    );
    const map = await openDirectoryMap(page);
    const first = await archive;
    // Read by byte ranges: the header and root directory first, never the whole file.
    expect(first.status()).toBe(206);
    expect(first.headers()["cache-control"]).toContain("immutable");

    await showAt(map, DES_MOINES, 11);
    const names = await renderedNames(map, PLACE_LAYERS);
    expect(names).toContain("Des Moines");
    expect(
      names.filter((name) =>
        ["West Des Moines", "Urbandale", "Clive", "Ankeny", "Pleasant Hill"].includes(name),
      ),
    ).not.toHaveLength(0);
    // No label is drawn twice: MapLibre's placement keeps one of any colliding pair.
    expect(new Set(names).size).toBe(names.length);
    expect(await distinctColours(page, map)).toBeGreaterThan(20);

    // At the start view only big places are named, and the county lines are not drawn yet.
    await showAt(map, { longitude: -94.5, latitude: 42 }, 4.2);
    const national = await renderedNames(map, PLACE_LAYERS);
    expect(national).toEqual(expect.arrayContaining(["Des Moines", "Chicago"]));
    expect(national).not.toContain("Urbandale");
  });

  test("a town's name is drawn beside its point, which a church at the town's centre covers", async ({
    page,
  }) => {
    const map = await openDirectoryMap(page);
    await showAt(map, DES_MOINES, 11);
    // For each name on screen: does the name's own box hold the town's point? A centred name does.
    const named = await map.evaluate((element, layers) => {
      const target = element.querySelector(".maplibregl-map") as HTMLElement & { maplibreMap: MaplibreLike };
      const mapView = target.maplibreMap;
      const present = layers.filter((id) => mapView.getLayer(id));
      return mapView.queryRenderedFeatures({ layers: present }).map((label) => {
        const { x, y } = mapView.project(label.geometry.coordinates);
        const atPoint = mapView.queryRenderedFeatures([x, y], { layers: present });
        return {
          name: String(label.properties.name),
          onItsPoint: atPoint.some((hit) => hit.properties.name === label.properties.name),
        };
      });
    }, PLACE_LAYERS);
    expect(named.map((label) => label.name)).toContain("Des Moines");
    expect(named.filter((label) => label.onItsPoint).map((label) => label.name)).toEqual([]);
  });

  test("no name is drawn under a cluster: names step aside, the big towns' stay", async ({ page }) => {
    const map = await openDirectoryMap(page);
    for (const [center, zoom] of [
      [{ longitude: -94.5, latitude: 42 }, 4.2],
      [DES_MOINES, 7],
    ] as const) {
      await showAt(map, center, zoom);
      // The clusters of this view drawn (their symbols on the map), then their room taken among the names: the
      // placement settles a frame or two after the answer lands.
      await expect(page.getByTestId("directory-map-viewport")).toHaveAttribute("data-status", "drawn");
      await expect.poll(async () => (await clustersDrawn(map)).length).toBeGreaterThan(0);
      await expect
        .poll(() => namesUnderClusters(map, [...PLACE_LAYERS, "state-labels"]), {
          message: `zoom ${zoom}`,
          timeout: 30_000,
        })
        .toEqual([]);
    }
    // Read as the first check is: once the placement has settled.
    await showAt(map, { longitude: -94.5, latitude: 42 }, 4.2);
    await expect
      .poll(() => renderedNames(map, PLACE_LAYERS), { timeout: 30_000 })
      .toEqual(expect.arrayContaining(["Des Moines", "Chicago"]));
  });

  test("the church page opens wide enough for the built-in basemap's towns, and names the pin's town and county", async ({
    page,
  }) => {
    // The world's church, placed by its coordinates in Des Moines.
    const church = world().located;
    await page.goto(`/church/${church.id}`);
    const churchMap = page.getByTestId("church-map");
    await expect(churchMap).toHaveAttribute("data-map-ready", "true", { timeout: 60_000 });
    // No streets on the built-in basemap: zoom 10 (not the original 14, an empty field here) shows the town's
    // name and its neighbours' around the pin (docs/decisions/018-one-renderer-for-markers.md).
    expect(await mapZoom(churchMap)).toBe(10);
    await expect
      .poll(() => renderedNames(churchMap, PLACE_LAYERS), { timeout: 30_000 })
      .toEqual(expect.arrayContaining(["Des Moines"]));
    await expect(page.getByTestId("map-place-context")).toHaveText("Des Moines · Polk County");
    // Once the county's outline, set when the map went idle, has been drawn and the names have faded in.
    await page.waitForTimeout(1000);
    await churchMap.screenshot({ path: "/tmp/map-church-page-z10.png" });
    const google = page.getByRole("link", { name: "Directions in Google Maps" });
    await expect(google).toHaveAttribute("target", "_blank");
    expect(new URL((await google.getAttribute("href"))!).hostname).toBe("www.google.com");
    const apple = page.getByRole("link", { name: "Directions in Apple Maps" });
    expect(new URL((await apple.getAttribute("href"))!).searchParams.get("daddr")).toContain("Des Moines");
  });

  for (const width of [1366, 390]) {
    test(`at ${width} px the tile worker asks for the archive's header and the tiles of the view shown, nothing more; the page reads none of it`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      // Every request for the archive, the worker's included, even those MapLibre cancels on the way.
      let archiveRequests = 0;
      page.on("request", (request) => {
        if (/\.pmtiles$/.test(new URL(request.url()).pathname)) archiveRequests += 1;
      });
      // A visit that scrolls down to the directory: the map starts as its code arrives, the page long settled.
      await page.goto("/");
      await page.waitForLoadState("networkidle");
      await page.locator("#church-list-heading").scrollIntoViewIfNeeded();
      const map = page.getByTestId("directory-map");
      await expect(map).toHaveAttribute("data-map-ready", "true", { timeout: 60_000 });
      await page.waitForLoadState("networkidle");
      // The tiles MapLibre holds for the basemap: those of the view it shows (one range request each).
      const tilesHeld = await map.evaluate((element) => {
        const target = element.querySelector(".maplibregl-map") as HTMLElement & {
          maplibreMap: MaplibreLike;
        };
        return target.maplibreMap.style.tileManagers.basemap!.getIds().length;
      });
      expect(tilesHeld).toBeGreaterThan(0);
      // On a phone the map starts on the widened view: no tile of the narrower start view is asked for on the way.
      expect(archiveRequests).toBe(1 + tilesHeld);
      // What the page's own thread fetched: it has the source's TileJSON from the build, and waits for no header.
      const pageReads = await page.evaluate(
        () =>
          performance.getEntriesByType("resource").filter((entry) => /\.pmtiles$/.test(entry.name)).length,
      );
      expect(pageReads).toBe(0);
    });
  }

  test("zoomed in past the towns' names, the directory map names the town and county at its centre", async ({
    page,
  }) => {
    const map = await openDirectoryMap(page);
    const place = map.getByTestId("map-place-context");
    await expect(place).toBeHidden();
    // At zoom 14 in Des Moines no town's label point is on screen: the map itself names none.
    await showAt(map, DES_MOINES, 14);
    expect(await renderedNames(map, PLACE_LAYERS)).toEqual([]);
    await expect(place).toHaveText("Des Moines · Polk County");
    // Back out where the towns are labelled on the map, the corner says nothing.
    await showAt(map, DES_MOINES, 8);
    await expect(place).toBeHidden();
  });

  test("screenshots at zoom 4.2, 8, 11 and 14, desktop and phone", async ({ browser }, testInfo) => {
    for (const [device, viewport] of [
      ["desktop", { width: 1366, height: 900 }],
      ["phone", { width: 390, height: 844 }],
    ] as const) {
      const page = await browser.newPage({ viewport });
      const map = await openDirectoryMap(page);
      for (const zoom of [4.2, 8, 11, 14]) {
        await showAt(map, zoom === 4.2 ? { longitude: -94.5, latitude: 42 } : DES_MOINES, zoom);
        // Zoomed in, the corner names the place once the view has loaded: the screenshot shows what a visitor sees.
        if (zoom >= 11) await expect(map.getByTestId("map-place-context")).toBeVisible();
        await map.screenshot({ path: testInfo.outputPath(`basemap-${device}-z${zoom}.png`) });
      }
      await page.close();
    }
  });
});

test.describe("a self-hosted extract (MAP_PMTILES_PATH)", () => {
  const port = Number(process.env.E2E_PORT ?? 4173) + 7;
  const baseURL = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;
  let dir = "";

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    dir = mkdtempSync(path.join(tmpdir(), "e2e-pmtiles-"));
    const file = path.join(dir, "extract.pmtiles");
    writeFileSync(file, makeSampleArchive());
    const database = process.env.E2E_DATABASE_URL
      ? { DATABASE_URL: process.env.E2E_DATABASE_URL }
      : { DATA_DIR: path.join(dir, "data"), SEED_DEMO: "true" };
    server = spawn(process.execPath, ["--import", "tsx", "api/src/server.ts"], {
      env: {
        ...process.env,
        NODE_ENV: "test",
        PORT: String(port),
        HOST: "127.0.0.1",
        PUBLIC_BASE_URL: baseURL,
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        WEB_DIST_DIR: process.env.E2E_WEB_DIST ?? "web/dist",
        LOG_LEVEL: "warn",
        MAP_PMTILES_PATH: file,
        ...database,
      },
      stdio: "ignore",
    });
    await expect
      .poll(async () => (await fetch(`${baseURL}/api/health`).catch(() => null))?.ok ?? false, {
        timeout: 90_000,
      })
      .toBe(true);
  });

  test.afterAll(async () => {
    if (server?.exitCode === null) {
      const exited = new Promise((resolve) => server?.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  });

  test("the map draws the extract with the Protomaps style, read by range requests", async ({ page }) => {
    const ranges: number[] = [];
    page.on("response", (response) => {
      if (new URL(response.url()).pathname === "/map/basemap.pmtiles") ranges.push(response.status());
    });
    const map = await openDirectoryMap(page, baseURL);
    const source = await map.evaluate((element) => {
      const target = element.querySelector(".maplibregl-map") as HTMLElement & { maplibreMap: MaplibreLike };
      return {
        protomaps: Boolean(target.maplibreMap.getSource("protomaps")),
        builtIn: Boolean(target.maplibreMap.getSource("basemap")),
      };
    });
    expect(source).toEqual({ protomaps: true, builtIn: false });
    await showAt(map, SAMPLE_TOWN_POSITION, 8);
    expect(await renderedNames(map, ["places_locality"])).toContain(SAMPLE_TOWN);
    expect(ranges.length).toBeGreaterThan(1);
    expect(new Set(ranges)).toEqual(new Set([206]));
    expect(await distinctColours(page, map)).toBeGreaterThan(2);
  });

  test("with a street basemap the church page opens at zoom 14", async ({ page }) => {
    await page.goto(`${baseURL}/church/${world().located.id}`);
    const churchMap = page.getByTestId("church-map");
    await expect(churchMap).toHaveAttribute("data-map-ready", "true", { timeout: 60_000 });
    expect(await mapZoom(churchMap)).toBe(14);
  });
});
