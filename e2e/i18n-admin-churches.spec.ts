import { expect, type Page, test } from "@playwright/test";
import { signInAsAdmin, uniqueTag } from "./fixtures/session.ts";

// Issue 17, phase 2: the dashboard's churches (the list, the add/edit dialog on the form layer, deleting, the
// pending approvals) in Spanish, at a phone's and a desktop's width with nothing wider than the window.
test.describe.configure({ timeout: 120_000 });

const section = (page: Page, title: string) => page.getByRole("region", { name: title });
const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text }).first();

test("the dashboard's church management and pending approvals in Spanish", async ({
  browser,
  baseURL,
  playwright,
}) => {
  const origin = new URL(baseURL!).origin;
  const tag = uniqueTag();
  // A guest's registration, waiting for approval.
  const guest = await playwright.request.newContext({ baseURL });
  const waiting = `Iglesia en espera ${tag}`;
  const registered = await guest.post("/api/churches", {
    data: {
      name: waiting,
      address: "12 Elm St",
      city: "Ames",
      state: "IA",
      zipCode: "50010",
      email: "espera@example.test",
    },
    headers: { origin },
  });
  expect(registered.status(), await registered.text()).toBeLessThan(300);
  await guest.dispose();

  const context = await browser.newContext({ baseURL });
  await signInAsAdmin(context, baseURL!);
  const page = await context.newPage();
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/es/admin");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    const pending = section(page, "Iglesias pendientes de aprobación");
    const row = pending.getByRole("listitem", { name: waiting });
    await expect(row.getByText("Pendiente", { exact: true })).toBeVisible();
    await expect(row.getByText(/^Registrada el .+ sin cuenta$/)).toBeVisible();
    await expect(row.getByRole("button", { name: "Aprobar" })).toBeVisible();

    const management = section(page, "Administración de iglesias");
    await expect(management.getByRole("button", { name: "Agregar iglesia" })).toBeVisible();
    await expect(management.getByRole("searchbox", { name: "Buscar iglesias" })).toHaveAttribute(
      "placeholder",
      "Buscar por nombre, ciudad, pastor o código postal",
    );
    await expect(management.getByText(/^Se muestran \d+ de \d+$/)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `admin churches at ${width}`).toBeLessThanOrEqual(0);
    await management.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/spanish-admin-churches-${width}.png` });
  }

  // Adding one: the schema's messages in Spanish beside their fields, then the Spanish toast.
  const management = section(page, "Administración de iglesias");
  await management.getByRole("button", { name: "Agregar iglesia" }).click();
  const dialog = page.getByRole("dialog", { name: "Agregar iglesia" });
  await dialog.getByRole("button", { name: "Crear iglesia" }).click();
  await expect(dialog.getByText("El nombre de la iglesia es obligatorio")).toBeVisible();
  await expect(dialog.getByLabel("Nombre de la iglesia")).toBeFocused();
  await expect(dialog.getByText("Déjelo vacío para ubicar la iglesia según su dirección.")).toBeVisible();
  await page.screenshot({ path: "/tmp/spanish-admin-church-dialog-1366.png" });
  const name = `Iglesia del diálogo ${tag}`;
  await dialog.getByLabel("Nombre de la iglesia").fill(name);
  await dialog.getByLabel("Dirección").fill("515 Clark Ave");
  await dialog.getByLabel("Ciudad").fill("Ames");
  await dialog.getByLabel("Estado").selectOption("IA");
  await dialog.getByLabel("Código postal").fill("50010");
  await dialog.getByLabel("Latitud").fill("95");
  await dialog.getByRole("button", { name: "Crear iglesia" }).click();
  await expect(dialog.getByText("Latitud debe ser un número de -90 a 90")).toBeVisible();
  await dialog.getByLabel("Latitud").fill("");
  await dialog.getByRole("button", { name: "Crear iglesia" }).click();
  await expect(toast(page, "Iglesia creada")).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // Editing it, then deleting it, in Spanish.
  await management.getByRole("searchbox", { name: "Buscar iglesias" }).fill(tag);
  const row = management.getByRole("listitem", { name });
  await row.getByRole("button", { name: `Editar ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Editar iglesia" });
  await expect(edit.getByLabel("Nombre de la iglesia")).toHaveValue(name);
  await edit.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(toast(page, "Iglesia actualizada")).toBeVisible();

  await row.getByRole("button", { name: `Eliminar ${name}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "¿Eliminar la iglesia?" });
  await expect(confirm).toContainText(`${name} se quitará del directorio junto con sus eventos.`);
  await confirm.getByRole("button", { name: "Eliminar" }).click();
  await expect(toast(page, "Iglesia eliminada")).toBeVisible();
  await expect(row).toHaveCount(0);
  await context.close();
});
