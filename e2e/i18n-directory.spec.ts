import { expect, test } from "@playwright/test";
import pg from "pg";
import { signInAsAdmin } from "./fixtures/session.ts";
import { world } from "./fixtures/world.ts";

// Issue 17, phase 2: the directory (with its worship-language filter) and an admin screen in Spanish, and both
// at a phone's and a desktop's width with nothing wider than the window (Spanish runs longer than English).
test.describe.configure({ timeout: 120_000 });

const noOverflow = async (page: import("@playwright/test").Page, what: string) => {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, what).toBeLessThanOrEqual(0);
};

test("the directory in Spanish: search, filters by language name, counts, cards and the language filter", async ({
  page,
}) => {
  // The worship languages are set in the database the server uses (as directory-scale.spec.ts does).
  test.skip(!process.env.E2E_DATABASE_URL, "needs the server's PostgreSQL database");
  const church = world().hostChurch;
  const db = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await db.connect();
  const before = await db.query<{ worship_languages: string[] }>(
    "SELECT worship_languages FROM churches WHERE id = $1",
    [church.id],
  );
  try {
    await db.query("UPDATE churches SET worship_languages = '{en,es}' WHERE id = $1", [church.id]);
    await page.goto(`/es?q=${encodeURIComponent(church.name)}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    const directory = page.locator("#directory");
    await directory.scrollIntoViewIfNeeded();
    await expect(
      directory.getByRole("heading", { name: "Directorio interactivo de iglesias" }),
    ).toBeVisible();
    await expect(
      directory.getByPlaceholder("Buscar por nombre de la iglesia, ciudad o pastor..."),
    ).toBeVisible();
    await expect(directory.getByTestId("stat-total")).toContainText("Total de iglesias");
    await expect(directory.getByRole("button", { name: "Usar mi ubicación" })).toBeVisible();

    // Language names in the page's language, the "all" choice first.
    const language = directory.getByLabel("Idioma del culto");
    await expect(language.locator("option").first()).toHaveText("Todos los idiomas");
    await expect(language.locator("option", { hasText: "español" })).toHaveCount(1);
    await expect(directory.getByLabel("Estado").locator("option").first()).toHaveText("Todos los estados");

    const card = directory.getByRole("article", { name: church.name });
    await expect(card.getByTestId("worship-languages")).toHaveText("Cultos en inglés y español");
    await expect(directory.getByTestId("church-count")).toHaveText(/^\d+ de \d+$/);

    await language.selectOption({ label: "español" });
    await expect(page).toHaveURL(/\/es\?.*language=es/);
    await expect(card).toBeVisible();
    await expect(directory.getByRole("link", { name: "Más información" }).first()).toBeVisible();

    // A search that finds nothing: the empty state and its way out, in Spanish.
    await directory.getByPlaceholder("Buscar por nombre de la iglesia, ciudad o pastor...").fill("zzqx-none");
    await expect(
      directory.getByText("No se encontraron iglesias que coincidan con su búsqueda."),
    ).toBeVisible();
    await directory.getByRole("button", { name: "Borrar filtros" }).click();
    await expect(language).toHaveValue("all");

    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/es?q=${encodeURIComponent(church.name)}&language=es`);
      await page.locator("#directory").scrollIntoViewIfNeeded();
      await expect(page.locator("#directory").getByRole("article", { name: church.name })).toBeVisible();
      await noOverflow(page, `directory at ${width}`);
      await page.locator("#directory").screenshot({ path: `/tmp/spanish2-directory-${width}.png` });
    }
  } finally {
    await db.query("UPDATE churches SET worship_languages = $2 WHERE id = $1", [
      church.id,
      before.rows[0]?.worship_languages ?? ["en"],
    ]);
    await db.end();
  }
});

test("the admin dashboard and the events admin in Spanish", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  await signInAsAdmin(context, baseURL!);
  const page = await context.newPage();
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/es/admin");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { name: "Panel de administración", level: 1 })).toBeVisible();
    const overview = page.getByRole("group", { name: "Resumen" });
    await expect(overview.getByText("Iglesias pendientes")).toBeVisible();
    await expect(overview.getByText("Activo")).toBeVisible();
    const areas = page.getByRole("navigation", { name: "Áreas de administración" });
    await expect(areas.getByText("Administrar eventos")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Actividad reciente" })).toBeVisible();
    await noOverflow(page, `admin dashboard at ${width}`);
    await page.screenshot({ path: `/tmp/spanish2-admin-${width}.png` });

    await areas.getByRole("link", { name: /Administrar eventos/ }).click();
    await expect(page).toHaveURL(/\/es\/admin\/events$/);
    await expect(page.getByRole("heading", { name: "Administración de eventos", level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: "Agregar evento" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Panel de administración" })).toBeVisible();
    await noOverflow(page, `events admin at ${width}`);
    await page.screenshot({ path: `/tmp/spanish2-admin-events-${width}.png` });
  }
  await context.close();
});
