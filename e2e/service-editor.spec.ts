import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { signInAsAdmin, uniqueTag } from "./fixtures/session.ts";

// Issue 41, deliverables 3 and 5: the weekly-service editor of the church forms, driven by the keyboard on a
// Spanish phone, the administrator's dialog editing a facet, and the directory's "step-free entrance" filter.
test.describe.configure({ timeout: 180_000 });

const SHOTS = "/tmp/E-shots";

async function registerOwner(request: APIRequestContext, origin: string, name: string) {
  const registered = await request.post("/api/auth/register-church", {
    data: {
      email: `${uniqueTag("editor")}@example.test`,
      password: "a long enough password",
      firstName: "Lucía",
      lastName: "Ramos",
      churchData: {
        name,
        address: "1200 Grand Ave",
        city: "Des Moines",
        state: "IA",
        zipCode: "50309",
        worshipLanguages: ["en", "es"],
      },
    },
    headers: { origin },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const church = await request.get("/api/user/church");
  return (await church.json()) as { id: number };
}

async function adminChurch(request: APIRequestContext, origin: string, data: Record<string, unknown>) {
  const created = await request.post("/api/admin/churches", {
    data: { address: "1 Main St", city: "Des Moines", state: "IA", zipCode: "50309", ...data },
    headers: { origin },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return (await created.json()) as { id: number; name: string };
}

const toast = (page: Page, title: string) => page.getByRole("status").filter({ hasText: title }).first();

test("an owner adds a Sunday 9:30 am service in Spanish on a phone with the keyboard", async ({
  browser,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const name = `Iglesia del Editor ${uniqueTag("se")}`;
  const owner = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const church = await registerOwner(owner.request, origin, name);
  const admin = await browser.newContext();
  await signInAsAdmin(admin, baseURL!);
  const approved = await admin.request.put(`/api/admin/churches/${church.id}/approve`, {
    headers: { origin },
  });
  expect(approved.ok()).toBe(true);

  const page = await owner.newPage();
  await page.goto("/es/profile");
  const edit = page.getByRole("button", { name: "Editar perfil" });
  await edit.focus();
  await page.keyboard.press("Enter");
  const editor = page.getByRole("group", { name: "Servicios semanales" });
  await expect(editor.getByText("Todavía no hay servicios.")).toBeVisible();

  // Add a row: the focus moves into it, on its first day, Sunday, already chosen.
  await editor.getByRole("button", { name: "Añadir un servicio" }).focus();
  await page.keyboard.press("Enter");
  const row = editor.getByRole("group", { name: "Servicio 1" });
  const sunday = row.getByRole("button", { name: "domingo" });
  await expect(sunday).toBeFocused();
  await expect(sunday).toHaveAttribute("aria-pressed", "true");
  // A day chip is a toggle: Space on Monday chooses it, again lets it go.
  await page.keyboard.press("Tab");
  const monday = row.getByRole("button", { name: "lunes" });
  await expect(monday).toBeFocused();
  await page.keyboard.press("Space");
  await expect(monday).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Space");
  await expect(monday).toHaveAttribute("aria-pressed", "false");
  // On to the start time, past the other five days.
  for (let tab = 0; tab < 6; tab++) await page.keyboard.press("Tab");
  const start = row.getByRole("textbox", { name: "Comienza" });
  await expect(start).toBeFocused();
  await page.keyboard.type("9:30 am");
  await expect(row.getByText(/Se entiende 9:30\sa\.\s?m\./)).toBeVisible();
  // The church worships in English and Spanish; this service is in Spanish, ticked from the keyboard.
  const english = row.getByRole("checkbox", { name: "Inglés" });
  const spanish = row.getByRole("checkbox", { name: "Español" });
  await expect(english).not.toBeChecked();
  await spanish.focus();
  await page.keyboard.press("Space");
  await expect(spanish).toBeChecked();
  await expect(english).not.toBeChecked();
  await page.getByRole("heading", { name: "Servicios semanales" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/editor-390-es.png`, fullPage: false });
  await page.getByRole("heading", { name: "Accesibilidad y familias" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/facets-form-390-es.png`, fullPage: false });

  // A second row, removed again: the focus goes back to the first row, and the removal is said.
  await editor.getByRole("button", { name: "Añadir un servicio" }).focus();
  await page.keyboard.press("Enter");
  const second = editor.getByRole("group", { name: "Servicio 2" });
  await expect(second.getByRole("button", { name: "domingo" })).toBeFocused();
  // A time the schema cannot read is refused beside its box, in Spanish, before anything is sent.
  await second.getByRole("textbox", { name: "Comienza" }).fill("a las nueve");
  await page.getByRole("button", { name: "Guardar cambios" }).focus();
  await page.keyboard.press("Enter");
  await expect(second.getByText("Escriba una hora como 9, 9:30 am o 18:00.")).toBeVisible();
  await second.getByRole("button", { name: "Quitar el servicio 2" }).focus();
  await page.keyboard.press("Enter");
  await expect(second).toHaveCount(0);
  await expect(sunday).toBeFocused();
  await expect(page.getByText("Servicio quitado.")).toBeAttached();

  await page.getByRole("button", { name: "Guardar cambios" }).focus();
  await page.keyboard.press("Enter");
  await expect(toast(page, "Iglesia actualizada")).toBeVisible();

  // The church page shows the service, in Spanish.
  await page.goto(`/es/church/${church.id}`);
  const week = page.getByRole("table");
  await expect(week).toContainText("domingo");
  await expect(week).toContainText(/9:30\sa\.\s?m\./);
  await expect(week).toContainText("español");
  const saved = await (await owner.request.get(`/api/churches/${church.id}`)).json();
  expect(saved.services).toMatchObject([
    { days: [0], start: "09:30", languages: ["es"], readFromText: false },
  ]);
  expect(saved.serviceTimes).toBe("Sunday Worship: 9:30 AM (in Spanish)");
  await owner.close();
  await admin.close();
});

test("the administrator's dialog edits a facet, and the church page shows it with words", async ({
  browser,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await signInAsAdmin(context, baseURL!);
  const tag = uniqueTag("facet");
  const church = await adminChurch(context.request, origin, {
    name: `Facet Chapel ${tag}`,
    services: [{ days: [0], start: "10", kind: "worship" }],
    facets: { nursery: true, largePrint: false },
  });
  const page = await context.newPage();
  await page.goto("/admin");
  const management = page.getByRole("region", { name: "Church Management" });
  await management.getByRole("searchbox", { name: "Search churches" }).fill(tag);
  await management.getByRole("button", { name: `Edit ${church.name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Church" });
  const stepFree = dialog.getByRole("radiogroup", { name: "Step-free entrance" });
  await expect(stepFree.getByRole("radio", { name: "Not sure" })).toBeChecked();
  await expect(
    dialog.getByRole("radiogroup", { name: "Nursery or childcare" }).getByRole("radio", { name: "Yes" }),
  ).toBeChecked();
  await stepFree.getByText("Yes").click();
  await expect(stepFree.getByRole("radio", { name: "Yes" })).toBeChecked();
  // The dialog's editor shows the church's service.
  await expect(
    dialog.getByRole("group", { name: "Service 1" }).getByRole("textbox", { name: "Starts" }),
  ).toHaveValue("10:00");
  await dialog.getByRole("heading", { name: "Weekly services" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/editor-dialog-1366-en.png` });
  await dialog.getByRole("heading", { name: "Accessibility and families" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/facets-dialog-1366-en.png` });
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Church updated")).toBeVisible();
  const saved = await (await context.request.get(`/api/churches/${church.id}`)).json();
  expect(saved.facets).toMatchObject({
    stepFreeEntrance: true,
    nursery: true,
    largePrint: false,
    hearingLoop: null,
  });

  // On its page: icon and words, the yes answers first, a known no quieter, the unknown ones not at all.
  await page.goto(`/church/${church.id}`);
  const facets = page.getByTestId("church-facets");
  await expect(facets.getByRole("listitem")).toHaveText([
    "Step-free entrance",
    "Nursery or childcare",
    "No large print",
  ]);
  await expect(facets).not.toContainText("Hearing loop");
  await facets.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/facets-church-1366-en.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/es/church/${church.id}`);
  await expect(page.getByTestId("church-facets").getByRole("listitem")).toHaveText([
    "Entrada sin escalones",
    "Guardería o cuidado de niños",
    "Sin letra grande",
  ]);
  await page.getByTestId("church-facets").scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/facets-church-390-es.png` });
  await context.close();
});

test("the directory's step-free entrance filter narrows the list, in the address", async ({
  browser,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const admin = await browser.newContext();
  await signInAsAdmin(admin, baseURL!);
  const tag = uniqueTag("ramp");
  await adminChurch(admin.request, origin, {
    name: `Ramp Church ${tag}`,
    facets: { stepFreeEntrance: true },
  });
  await adminChurch(admin.request, origin, {
    name: `Stairs Church ${tag}`,
    facets: { stepFreeEntrance: false },
  });
  await adminChurch(admin.request, origin, { name: `Unknown Church ${tag}` });
  await admin.close();

  for (const { width, locale } of [
    { width: 1366, locale: "en" },
    { width: 390, locale: "es" },
  ]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const es = locale === "es";
    await page.goto(es ? "/es" : "/");
    const list = page.getByTestId("church-list");
    await page.getByRole("searchbox", { name: es ? "Buscar iglesias" : "Search churches" }).fill(tag);
    await expect(list.getByRole("article")).toHaveCount(3, { timeout: 30_000 });
    await page
      .getByRole("button", { name: es ? "Accesibilidad y familias" : "Accessibility and families" })
      .click();
    await page.getByText(es ? "Entrada sin escalones" : "Step-free entrance").click();
    await expect.poll(() => new URL(page.url()).searchParams.get("facets")).toBe("stepFreeEntrance");
    await expect(list.getByRole("article")).toHaveCount(1);
    await expect(list.getByRole("article", { name: `Ramp Church ${tag}` })).toBeVisible();
    await page.getByTestId("facet-filters").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/facet-filter-${width}-${locale}.png` });
    // Back lets it go, Forward brings it back, and a reload keeps it.
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get("facets")).toBeNull();
    await expect(list.getByRole("article")).toHaveCount(3, { timeout: 30_000 });
    await page.goForward();
    await expect.poll(() => new URL(page.url()).searchParams.get("facets")).toBe("stepFreeEntrance");
    await expect(list.getByRole("article")).toHaveCount(1, { timeout: 30_000 });
    await page.reload();
    await expect(list.getByRole("article")).toHaveCount(1, { timeout: 30_000 });
    await expect(
      page.getByRole("checkbox", { name: es ? "Entrada sin escalones" : "Step-free entrance" }),
    ).toBeChecked();
    await context.close();
  }
});
