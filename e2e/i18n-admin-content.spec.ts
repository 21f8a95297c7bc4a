import { expect, type Page, test } from "@playwright/test";
import { signInAsAdmin, uniqueTag } from "./fixtures/session.ts";

// Issue 17, phase 2: the admin dashboard's other cards (export, geocoding, owner edits, pending resources,
// social media) and the admin resources screen in Spanish, at a phone's and a desktop's width with nothing
// wider than the window (Spanish runs longer than English).
test.describe.configure({ timeout: 120_000 });

const noOverflow = async (page: Page, what: string) => {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, what).toBeLessThanOrEqual(0);
};

const section = (page: Page, title: string) => page.getByRole("region", { name: title });

test("the dashboard's content cards and resource management in Spanish", async ({
  browser,
  baseURL,
  playwright,
}) => {
  const origin = new URL(baseURL!).origin;
  const tag = uniqueTag();
  const type = `${tag}guia`;
  const title = `${tag} Guía para diáconos`;

  const context = await browser.newContext({ baseURL });
  await signInAsAdmin(context, baseURL!);
  const created = await context.request.post("/api/admin/resource-types", {
    data: { name: type, color: "teal" },
    headers: { origin },
  });
  expect(created.status(), await created.text()).toBe(201);
  // A visitor's submission, so the pending card and the resource card have something to approve.
  const guest = await playwright.request.newContext({ baseURL });
  const submitted = await guest.post("/api/resources/submit", {
    data: {
      title,
      description: "Un manual para el ministerio de los diáconos.",
      type,
      fileUrl: "https://files.e2e.test/diaconos.pdf",
      submitterName: "Ana López",
      submitterEmail: "ana.lopez@example.test",
      churchName: "Iglesia Gracia",
    },
    headers: { origin },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  await guest.dispose();

  // An owner's edit of a listed church, for the owner edits card.
  const original = `Capilla Maple ${tag}`;
  const edited = `Capilla Maple renovada ${tag}`;
  const church = {
    name: original,
    address: "1 Maple St",
    city: "Ames",
    state: "IA",
    zipCode: "50010",
    memberCount: 120,
  };
  const owner = await browser.newContext({ baseURL });
  const registered = await owner.request.post("/api/auth/register-church", {
    data: {
      email: `owner-${tag}@example.test`,
      password: "a long enough password",
      firstName: "Olga",
      lastName: "Dueña",
      churchData: church,
    },
    headers: { origin },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { id: churchId } = (await (await owner.request.get("/api/user/church")).json()) as { id: number };
  const approved = await context.request.put(`/api/admin/churches/${churchId}/approve`, {
    headers: { origin },
  });
  expect(approved.ok()).toBe(true);
  const saved = await owner.request.put("/api/user/church", {
    data: { ...church, name: edited, memberCount: 1500 },
    headers: { origin },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await owner.close();

  const page = await context.newPage();
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/es/admin");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { name: "Panel de administración", level: 1 })).toBeVisible();

    const pending = section(page, "Recursos pendientes de aprobación");
    const row = pending.getByRole("listitem").filter({ hasText: title });
    await expect(row.getByRole("button", { name: "Aprobar" })).toBeVisible();
    await expect(row.getByRole("button", { name: "Rechazar" })).toBeVisible();
    await expect(row.getByText(/^Enviado el .+ por Ana López · Iglesia Gracia$/)).toBeVisible();
    await expect(row.getByRole("link", { name: "Abrir recurso" })).toBeVisible();

    const social = section(page, "Administración de redes sociales");
    const youtube = social.getByRole("form", { name: "YouTube" });
    await expect(youtube.getByRole("button", { name: "Editar" })).toBeVisible();
    await expect(youtube.getByRole("textbox", { name: "URL de YouTube" })).toBeVisible();
    await expect(youtube.getByRole("checkbox")).toHaveAccessibleName(/^(Activo|Oculto)$/);
    await expect(social.getByText("Cómo funcionan los enlaces a las redes sociales")).toBeVisible();

    const owners = section(page, "Ediciones de los responsables por revisar");
    await expect(owners.getByText(/Cambios que los responsables de las iglesias hicieron/)).toBeVisible();
    const edit = owners.getByRole("listitem").filter({ hasText: edited });
    await expect(edit).toContainText("Nombre de la iglesia");
    await expect(edit).toContainText("Número de miembros");
    await expect(edit).toContainText("1,500");
    await expect(edit.getByRole("button", { name: `Aceptar las ediciones de ${edited}` })).toBeVisible();
    await expect(edit.getByRole("button", { name: `Revertir todos los cambios de ${edited}` })).toBeVisible();

    const geocoding = section(page, "Herramientas de geocodificación");
    await expect(geocoding.getByRole("button", { name: "Geocodificar iglesias" })).toBeVisible();

    const exports = section(page, "Exportación de datos");
    await expect(exports.getByRole("link", { name: "Iglesias (CSV)" })).toBeVisible();
    await expect(exports.getByRole("link", { name: "Solicitudes de plantación (CSV)" })).toBeVisible();
    await expect(exports.getByRole("link", { name: "Candidatos pastorales (CSV)" })).toBeVisible();

    await noOverflow(page, `admin dashboard at ${width}`);
    for (const [name, card] of [
      ["pending", pending],
      ["social", social],
      ["owners", owners],
      ["geocoding", geocoding],
      ["export", exports],
    ] as const) {
      await card.scrollIntoViewIfNeeded();
      await card.screenshot({ path: `/tmp/spanish2-admin-content-${name}-${width}.png` });
    }
    await exports.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/spanish2-admin-content-${width}.png` });
  }

  // Reverting the owner's edit asks first; then the toast, and the church leaves the review list.
  const owners = section(page, "Ediciones de los responsables por revisar");
  await owners.getByRole("button", { name: `Revertir todos los cambios de ${edited}` }).click();
  const confirmRevert = page.getByRole("alertdialog", { name: "¿Revertir todos los cambios?" });
  await expect(confirmRevert).toContainText("Número de miembros");
  await confirmRevert.getByRole("button", { name: "Revertir", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Cambio revertido" }).first()).toBeVisible();
  await expect(owners.getByRole("listitem").filter({ hasText: edited })).toHaveCount(0);
  await owners.scrollIntoViewIfNeeded();
  await owners.screenshot({ path: "/tmp/spanish2-admin-content-owners-reverted.png" });

  // The geocoding run reports its count in Spanish.
  const geocoding = section(page, "Herramientas de geocodificación");
  await geocoding.getByRole("button", { name: "Geocodificar iglesias" }).click();
  await expect(geocoding.getByRole("status")).toHaveText(
    /^Última ejecución: se geocodific(ó 1 iglesia|aron \d[\d.,]* iglesias)\.$/,
  );

  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/es/admin/resources?type=${type}`);
    await expect(page.getByRole("heading", { name: "Administración de recursos", level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: "Agregar tipo" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Agregar recurso" })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Iglesia" }).locator("option").first()).toHaveText(
      "Todas las iglesias",
    );

    const types = section(page, "Tipos de recursos");
    await expect(types.getByRole("button", { name: `Editar el tipo ${type}` })).toBeVisible();

    const card = page.getByRole("article", { name: title });
    await expect(card).toBeVisible();
    await expect(page.getByText("1 recurso", { exact: true })).toBeVisible();
    await expect(card.getByText("Descargas")).toBeVisible();
    await expect(card.getByText("Subido por")).toBeVisible();
    await expect(card.getByText("Ana López (ana.lopez@example.test)")).toBeVisible();
    await expect(card.getByRole("button", { name: "Aprobar" })).toBeVisible();
    await expect(card.getByRole("button", { name: "Rechazar" })).toBeVisible();
    await expect(card.getByText("Pendiente", { exact: true })).toBeVisible();
    await expect(card.getByRole("button", { name: `Editar ${title}` })).toBeVisible();
    await expect(card.getByRole("button", { name: `Eliminar ${title}` })).toBeVisible();

    await noOverflow(page, `resource management at ${width}`);
    await page.screenshot({ path: `/tmp/spanish2-admin-resources-${width}.png`, fullPage: true });
  }

  // Deleting a type asks first, in Spanish; cancelling keeps it.
  const types = section(page, "Tipos de recursos");
  await types.getByRole("button", { name: `Eliminar el tipo ${type}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Eliminar tipo de recurso" });
  await expect(confirm).toContainText(`¿Eliminar el tipo ${type}?`);
  await confirm.getByRole("button", { name: "Cancelar" }).click();
  await expect(confirm).toBeHidden();

  // Approving from the card: the toast and the card's state in Spanish.
  const card = page.getByRole("article", { name: title });
  await card.getByRole("button", { name: "Aprobar" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Recurso aprobado" }).first()).toBeVisible();
  await expect(card.getByRole("button", { name: "Aprobar" })).toBeHidden();
  await context.close();
});
