import { expect, type Page, test } from "@playwright/test";
import { signInAsAdmin, uniqueTag } from "./fixtures/session.ts";
import { approveChurch, registerOwner } from "./fixtures/world.ts";

// Issue 17 item 3: the languages a church's services are held in, written by the church forms.

const languages = (page: Page) => page.getByRole("group", { name: "Languages of Worship" });

test("the owner ticks Spanish on /profile, and the church page says the services are in English and Spanish", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const origin = new URL(baseURL!).origin;
  const tag = uniqueTag("wl");

  // An owner with a listed church, which (like every church until told otherwise) worships in English.
  const owner = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
  const church = await registerOwner(
    owner.request,
    origin,
    {
      email: `owner-${tag}@example.test`,
      password: "an owner's long password",
      firstName: "Rosa",
      lastName: "Lang",
    },
    { name: `Iglesia del Valle ${tag}`, address: "300 Main St", city: "Ames", state: "IA", zipCode: "50010" },
  );
  const admin = await browser.newContext({ baseURL });
  await signInAsAdmin(admin, baseURL!);
  await approveChurch(admin.request, origin, church.id);
  await admin.close();

  const page = await owner.newPage();
  await page.goto("/profile");
  await page.getByRole("button", { name: "Edit Profile" }).click();
  const group = languages(page);
  await expect(group).toBeVisible();
  await expect(group.getByRole("checkbox", { name: "English" })).toBeChecked();
  await expect(group.getByRole("checkbox", { name: "Spanish" })).not.toBeChecked();

  // None chosen is refused beside the field.
  await group.getByText("English", { exact: true }).click();
  await expect(group.getByRole("checkbox", { name: "English" })).not.toBeChecked();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Choose at least one language")).toBeVisible();

  await group.getByText("English", { exact: true }).click();
  await group.getByText("Spanish", { exact: true }).click();
  await expect(page.getByText("Choose at least one language")).toHaveCount(0);
  await expect(group.getByRole("checkbox", { name: "Spanish" })).toBeChecked();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Church Updated", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit Profile" })).toBeVisible();
  await expect(page.getByText("English and Spanish", { exact: true })).toBeVisible();

  await page.goto(`/church/${church.id}`);
  await expect(page.getByText("Services in English and Spanish")).toBeVisible();

  // In Spanish, the control names the languages in Spanish.
  await page.goto("/es/profile");
  await page.getByRole("button", { name: "Editar perfil" }).click();
  const grupo = page.getByRole("group", { name: "Idiomas del culto" });
  await expect(grupo.getByRole("checkbox", { name: "Español" })).toBeChecked();
  await expect(grupo.getByRole("checkbox", { name: "Inglés" })).toBeChecked();
  await expect(grupo.getByRole("checkbox", { name: "Coreano" })).not.toBeChecked();
  await owner.close();
});

test("the registration forms offer the languages with English ticked", async ({ page }) => {
  await page.goto("/register");
  const group = languages(page);
  await expect(group.getByRole("checkbox", { name: "English" })).toBeChecked();
  for (const name of ["Spanish", "Korean", "Vietnamese"])
    await expect(group.getByRole("checkbox", { name })).not.toBeChecked();

  await page.goto("/register-church");
  await expect(languages(page).getByRole("checkbox", { name: "English" })).toBeChecked();
});
