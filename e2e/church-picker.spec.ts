// Issue 38, point 2: the administrator's church pickers at national size. Above UNPAGED_LIST_MAX approved
// churches `churches.list` holds only its first 100 by name, so the pickers search the server instead.
import { expect, test } from "@playwright/test";
import pg from "pg";
import { signInAsAdmin, uniqueTag } from "./fixtures/session.ts";

test.describe.configure({ timeout: 180_000 });

const UNPAGED_LIST_MAX = 1000;

const futureDate = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  return date.toISOString().slice(0, 10);
};

test("above 1,000 churches the new-event dialog searches the server for a church beyond the first page", async ({
  page,
  context,
  baseURL,
}) => {
  // The churches are written in one statement into the database the server uses.
  test.skip(!process.env.E2E_DATABASE_URL, "needs the server's PostgreSQL database");
  // "zz" first: in the database's byte order these names come after every other spec's churches, so the
  // first page (100 by name) still holds those while this test runs beside them; the one picked here is not in it.
  const tag = uniqueTag("zz");
  const target = `${tag} Chapel 0777`;
  const db = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await db.connect();
  try {
    const approved = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM churches WHERE is_approved",
    );
    const needed = Math.max(UNPAGED_LIST_MAX + 1 - approved.rows[0]!.n, 800);
    await db.query(
      `INSERT INTO churches (name, address, city, state, zip_code, is_approved)
       SELECT $1 || ' Chapel ' || lpad(i::text, 4, '0'), '1 Main St', 'Nowhere Junction', 'IA', '00000', true
       FROM generate_series(1, $2::int) AS i`,
      [tag, needed],
    );
    expect(approved.rows[0]!.n + needed).toBeGreaterThan(UNPAGED_LIST_MAX);

    await signInAsAdmin(context, baseURL!);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto("/admin/events");
    await page.getByRole("button", { name: "Add Event" }).click();
    const form = page.getByRole("dialog", { name: "Add Event" });
    const host = form.getByLabel("Host Church");
    const search = form.getByRole("searchbox", { name: "Search by name or town" });
    await expect(search).toBeVisible();
    // Other specs may add churches meanwhile: the count is at least this test's.
    await expect(form.getByTestId("church-search-status")).toHaveText(
      /^Type a name or town to find one of \d{1,3}(,\d{3})+ churches$/,
    );
    // The list's first page: the church wanted is not among its options.
    await expect(host.locator("option").nth(1)).toBeAttached();
    await expect(host.locator("option", { hasText: target })).toHaveCount(0);

    await form.getByLabel("Title").fill(`${tag} Harvest Supper`);
    await form.getByLabel("Type").selectOption("fellowship");
    // Part of the name, in another case: the server matches name, town or pastor.
    await search.fill(`${tag.slice(2)} chapel 0777`);
    await expect(form.getByTestId("church-search-status")).toHaveText("1 church found");
    const label = `${target} (Nowhere Junction, IA)`;
    await expect(host.locator("option", { hasText: target })).toHaveCount(1);
    await host.selectOption({ label });
    await form.getByLabel("Start Date").fill(futureDate(30));
    await form.getByLabel("Location").fill("Fellowship Hall");
    await form.screenshot({ path: "/tmp/church-picker-1366.png" });

    // A search that finds nothing keeps the choice made.
    await search.fill(`${tag} no such chapel`);
    await expect(form.getByTestId("church-search-status")).toHaveText(
      `No church matches “${tag} no such chapel”`,
    );
    await expect(host.locator("option:checked")).toHaveText(label);

    await form.getByRole("button", { name: "Create Event" }).click();
    await expect(page.getByText("Event created")).toBeVisible();
    await expect(form).toHaveCount(0);
    const row = page.getByRole("article", { name: `${tag} Harvest Supper` });
    await expect(row).toContainText(target);

    // Editing keeps the event's church chosen though the list's first page does not hold it.
    await row.getByRole("button", { name: "Edit" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Event" });
    await expect(edit.getByLabel("Host Church").locator("option:checked")).toHaveText(target);

    await page.setViewportSize({ width: 390, height: 844 });
    await edit.getByRole("searchbox", { name: "Search by name or town" }).fill(`${tag.slice(2)} chapel 07`);
    // 0700 to 0799 match; the first 50 are offered.
    await expect(edit.getByTestId("church-search-status")).toHaveText(
      "The first 50 of 100 churches found: type more to narrow the list",
    );
    await expect(edit.getByLabel("Host Church").locator("option")).toHaveCount(52);
    await expect(edit.getByLabel("Host Church").locator("option:checked")).toHaveText(target);
    await edit.screenshot({ path: "/tmp/church-picker-390.png" });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  } finally {
    await db.query(
      "DELETE FROM events WHERE church_id IN (SELECT id FROM churches WHERE name LIKE $1 || ' %')",
      [tag],
    );
    await db.query("DELETE FROM churches WHERE name LIKE $1 || ' %'", [tag]);
    await db.end();
  }
});

test("above 1,000 churches a resource's church and the resources filter are found by search, in both languages", async ({
  page,
  context,
  baseURL,
}) => {
  test.skip(!process.env.E2E_DATABASE_URL, "needs the server's PostgreSQL database");
  const tag = uniqueTag("zz");
  const target = `${tag} Chapel 0555`;
  const db = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await db.connect();
  try {
    const approved = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM churches WHERE is_approved",
    );
    await db.query(
      `INSERT INTO churches (name, address, city, state, zip_code, is_approved)
       SELECT $1 || ' Chapel ' || lpad(i::text, 4, '0'), '1 Main St', 'Nowhere Junction', 'IA', '00000', true
       FROM generate_series(1, $2::int) AS i`,
      [tag, Math.max(UNPAGED_LIST_MAX + 1 - approved.rows[0]!.n, 800)],
    );
    await signInAsAdmin(context, baseURL!);
    await page.goto("/admin/resources");
    await page.getByRole("button", { name: "Add Resource" }).click();
    const form = page.getByRole("dialog", { name: "Add Resource" });
    await form.getByLabel("Title").fill(`${tag} Deacon handbook`);
    await form.getByLabel("Type").selectOption({ index: 1 });
    await form.getByLabel("File URL").fill("https://files.e2e.test/deacons.pdf");
    const church = form.getByRole("combobox", { name: "Church" });
    await expect(church.locator("option", { hasText: target })).toHaveCount(0);
    await form.getByRole("searchbox", { name: "Search by name or town" }).fill(`${tag} chapel 0555`);
    await expect(form.getByTestId("church-search-status")).toHaveText("1 church found");
    await church.selectOption({ label: target });
    await form.getByRole("button", { name: "Add Resource" }).click();
    await expect(form).toBeHidden();

    // The list's filter searches the same way.
    await page.getByRole("searchbox", { name: "Search by name or town" }).fill(`${tag} chapel 0555`);
    await expect(page.getByTestId("church-search-status")).toHaveText("1 church found");
    await page.getByRole("combobox", { name: "Church" }).selectOption({ label: target });
    const card = page.getByRole("article").filter({ hasText: `${tag} Deacon handbook` });
    await expect(card.getByText(target)).toBeVisible();

    // Editing it keeps its church chosen.
    await card.getByRole("button", { name: `Edit ${tag} Deacon handbook` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Resource" });
    await expect(edit.getByRole("combobox", { name: "Church" }).locator("option:checked")).toHaveText(target);
    await edit.getByRole("button", { name: "Cancel" }).click();

    await page.goto("/es/admin/resources");
    await expect(page.getByRole("searchbox", { name: "Buscar por nombre o ciudad" })).toBeVisible();
    await expect(page.getByTestId("church-search-status")).toHaveText(
      /^Escriba un nombre o una ciudad para encontrar una de las \d{1,3}([.,]\d{3})+ iglesias$/,
    );
  } finally {
    await db.query("DELETE FROM resources WHERE title LIKE $1 || ' %'", [tag]);
    await db.query("DELETE FROM churches WHERE name LIKE $1 || ' %'", [tag]);
    await db.end();
  }
});
