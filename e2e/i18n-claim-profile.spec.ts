import { expect, type Page, request as playwrightRequest, test } from "@playwright/test";
import { signInAsAdmin, uniqueTag } from "./fixtures/session.ts";
import { approveChurch, registerOwner, world } from "./fixtures/world.ts";

// Issue 17: /claim and /profile in Spanish under /es; issue 18: the claim's two forms on the one form layer,
// their schema's and the server's messages beside the field in the page's language.
test.describe.configure({ timeout: 120_000 });

const PASSWORD = "a long enough password";

/** The codes mailed to an address, oldest first, from the test-only outbox route. */
async function mailedCodes(page: Page, to: string): Promise<string[]> {
  let codes: string[] = [];
  await expect(async () => {
    const outbox = (await (
      await page.request.get(`/api/test/outbox?to=${encodeURIComponent(to)}`)
    ).json()) as Array<{ text: string }>;
    codes = outbox.flatMap((mail) => /Código de verificación: (\d{6})/.exec(mail.text)?.[1] ?? []);
    expect(codes.length).toBeGreaterThan(0);
  }).toPass();
  return codes;
}

async function noOverflow(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, what).toBeLessThanOrEqual(0);
}

test("a signed-up account without a church claims one on /es/claim, in Spanish throughout", async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  // An approved church nobody owns, with a listed email: a guest registers it, the administrator approves it.
  const name = `Capilla Reclamable ${uniqueTag()}`;
  const listedEmail = `${uniqueTag("claim")}@example.org`;
  const guest = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin } });
  const registered = await guest.post("/api/churches", {
    data: {
      name,
      address: "9 Elm St",
      city: "Dubuque",
      state: "IA",
      zipCode: "52001",
      email: listedEmail,
      pastorName: "Ana Reclamo",
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { id } = (await registered.json()) as { id: number };
  await guest.dispose();
  const admin = await playwrightRequest.newContext({ baseURL });
  await signInAsAdmin({ request: admin }, baseURL!);
  await approveChurch(admin, origin, id);
  await admin.dispose();

  // A new account without a church, signed in through this page's own cookies.
  const signUp = await page.request.post("/api/auth/register", {
    headers: { origin },
    data: {
      email: `${uniqueTag("reclamo")}@example.test`,
      password: PASSWORD,
      firstName: "Ana",
      lastName: "Ruiz",
    },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);

  await page.goto("/es/claim");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { name: "Reclame su iglesia", level: 1 })).toBeVisible();
  await expect(page.getByText("Cuentas de iglesia")).toBeVisible();
  await expect(page.getByText("¿Su iglesia ya figura en el directorio?")).toBeVisible();
  // The instructions.
  await expect(page.getByRole("heading", { name: "Cómo reclamar su iglesia" })).toBeVisible();
  await expect(page.getByText("Busque su iglesia por nombre, ciudad o nombre del pastor.")).toBeVisible();
  await expect(page.getByText("Seleccione su iglesia en la lista de abajo.")).toBeVisible();
  // The search, its count, and the next page of cards.
  const search = page.getByLabel("Buscar iglesias");
  await expect(search).toHaveAttribute("placeholder", "Buscar por iglesia, ciudad o pastor");
  await expect(page.getByText(/^\d+ iglesias sin reclamar$/)).toBeVisible();
  // More than two pages of unclaimed churches whatever the demo seed holds: the world made 25.
  expect(world().unclaimed.count).toBeGreaterThan(24);
  const cards = page.locator("button[aria-pressed]");
  await expect(cards).toHaveCount(12);
  const loadMore = page.getByRole("button", { name: /^Cargar más \(\d+ más\)$/ });
  await expect(loadMore).toBeVisible();
  await loadMore.click();
  await expect(cards).toHaveCount(24);
  // The help card, and nothing left in English.
  await expect(page.getByRole("heading", { name: "¿No encuentra su iglesia?" }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Registrar una iglesia nueva" }).first()).toHaveAttribute(
    "href",
    "/es/register",
  );
  for (const english of ["How to claim your church", "Search churches", "Load More", "unclaimed church"])
    await expect(page.getByText(english)).toHaveCount(0);

  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await noOverflow(page, `/es/claim's list at ${width}`);
    await page.screenshot({ path: `/tmp/h2-es-claim-list-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await search.fill("sin coincidencia alguna");
  await expect(page.getByText("No se encontraron iglesias sin reclamar")).toBeVisible();
  await expect(page.getByText("Ninguna iglesia sin reclamar coincide con su búsqueda.")).toBeVisible();
  await page.getByRole("button", { name: "Borrar la búsqueda" }).click();
  await search.fill("ana reclamo");
  await expect(page.getByText(/^Se muestran 1 de \d+ iglesias sin reclamar$/)).toBeVisible();

  // Choosing the church: the first form, in Spanish.
  await page.getByRole("button", { name: new RegExp(name) }).click();
  await expect(page.getByText("Seleccionada")).toBeVisible();
  // The panel's eyebrow and its button say the same in Spanish.
  await expect(page.getByText("Reclamar esta iglesia", { exact: true })).toHaveCount(2);
  const email = page.getByLabel("Correo electrónico de verificación");
  await expect(email).toHaveAttribute("placeholder", "Escriba el correo electrónico de la iglesia");
  await expect(
    page.getByText(
      /^Debe coincidir con el correo electrónico registrado de la iglesia: c\*\*\*@example\.org$/,
    ),
  ).toBeVisible();
  const claim = page.getByRole("button", { name: "Reclamar esta iglesia" });
  await expect(claim).toBeDisabled();
  await expect(page.getByRole("button", { name: "Cancelar" })).toBeVisible();

  // Not an address: the shared schema's message, in Spanish, beside the field that has the focus.
  await email.fill("no es un correo");
  await claim.click();
  await expect(page.getByText("Escriba una dirección de correo electrónico válida")).toBeVisible();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toBeFocused();
  await expect(page.getByText("Please enter a valid email address")).toHaveCount(0);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await noOverflow(page, `/es/claim at ${width}`);
    await page.screenshot({ path: `/tmp/h2-es-claim-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // Another address: the server's refusal, in Spanish, in the original toast.
  await email.fill("otra@example.org");
  await expect(page.getByText("Escriba una dirección de correo electrónico válida")).toHaveCount(0);
  await claim.click();
  await expect(page.getByText("No se pudo reclamar la iglesia")).toBeVisible();
  await expect(
    page.getByText("El correo electrónico que escribió no coincide con el correo registrado de la iglesia."),
  ).toBeVisible();

  // The listed address: the second form, in Spanish.
  await email.fill(listedEmail);
  await claim.click();
  const code = page.getByLabel("Código de verificación");
  await expect(code).toBeVisible();
  await expect(page.getByText(/^Enviamos un código de 6 dígitos a c\*\*\*@example\.org\./)).toBeVisible();
  await expect(page.getByRole("button", { name: "Enviar un código nuevo" })).toBeVisible();
  const confirm = page.getByRole("button", { name: "Confirmar la solicitud" });
  await expect(confirm).toBeDisabled();

  // A wrong code: the server's message beside the field, in Spanish; emptied, the schema's own message.
  const [mailed] = await mailedCodes(page, listedEmail);
  const wrong = mailed === "000000" ? "111111" : "000000";
  await code.fill(wrong);
  await confirm.click();
  await expect(
    page.getByText("Ese código no es correcto. Revise el correo y vuelva a intentarlo."),
  ).toBeVisible();
  await expect(code).toHaveAttribute("aria-invalid", "true");
  await code.fill("");
  await expect(page.getByText("Escriba el código de 6 dígitos")).toBeVisible();
  await expect(confirm).toBeDisabled();
  await expect(page.getByText("Please enter the 6-digit code")).toHaveCount(0);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await noOverflow(page, `/es/claim code step at ${width}`);
    await page.screenshot({ path: `/tmp/h2-es-claim-code-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // The right code: the success in Spanish, and on to the Spanish profile.
  await code.fill(mailed!);
  await expect(page.getByText("Escriba el código de 6 dígitos")).toHaveCount(0);
  await confirm.click();
  await expect(page.getByText("¡Iglesia reclamada correctamente!")).toBeVisible();
  await expect(page).toHaveURL(/\/es\/profile$/);
  await expect(page.getByRole("heading", { name })).toBeVisible();
  await expect(page.getByText("Aprobada", { exact: true })).toBeVisible();

  // Now an owner: /es/claim says so, in Spanish.
  await page.goto("/es/claim");
  await expect(page.getByText(`Su cuenta ya administra ${name}`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Ir a su perfil" })).toHaveAttribute("href", "/es/profile");
});

test("an owner's /es/profile in Spanish: its header, the pending notice and every label", async ({
  browser,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const context = await browser.newContext({ baseURL });
  const name = `Iglesia del Perfil ${uniqueTag()}`;
  // Registered through the API with some fields left blank: an owner whose church waits for approval.
  await registerOwner(
    context.request,
    origin,
    { email: `${uniqueTag("perfil")}@example.test`, password: PASSWORD, firstName: "Rut", lastName: "Soto" },
    {
      name,
      address: "12 Oak Ave",
      city: "Ames",
      state: "IA",
      zipCode: "50010",
      pastorName: "Rut Soto",
      serviceTimes: "Domingo 10:00",
    },
  );
  const page = await context.newPage();
  await page.goto("/es/profile");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { name: "Perfil de la iglesia", level: 1 })).toBeVisible();
  await expect(page.getByText("Su iglesia", { exact: true })).toBeVisible();
  await expect(page.getByText("Administre cómo aparece su iglesia en el directorio.")).toBeVisible();
  await expect(page.getByText("Pendiente de aprobación")).toHaveCount(2);
  await expect(page.getByText(/^Un administrador está revisando su iglesia\./)).toBeVisible();
  await expect(page.getByRole("button", { name: "Editar perfil" })).toBeVisible();
  await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
  for (const label of [
    "Pastor",
    "Dirección",
    "Teléfono",
    "Correo electrónico",
    "Sitio web",
    "Número de miembros",
    "Horarios de culto",
    "Descripción",
  ])
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  await expect(page.getByText("12 Oak Ave, Ames, IA 50010")).toBeVisible();
  // The blank fields read the original "Not specified", in Spanish.
  await expect(page.getByText("No indicado").first()).toBeVisible();
  for (const english of [
    "Church Profile",
    "Pending Approval",
    "Member Count",
    "Service Times",
    "Not specified",
  ])
    await expect(page.getByText(english)).toHaveCount(0);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await noOverflow(page, `/es/profile at ${width}`);
    await page.screenshot({ path: `/tmp/h2-es-profile-${width}.png`, fullPage: true });
  }
  await context.close();
});

test("a signed-in account with no church sees /es/profile's empty state in Spanish", async ({
  page,
  baseURL,
}) => {
  const signUp = await page.request.post("/api/auth/register", {
    headers: { origin: new URL(baseURL!).origin },
    data: {
      email: `${uniqueTag("vacio")}@example.test`,
      password: PASSWORD,
      firstName: "Eva",
      lastName: "Paz",
    },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  await page.goto("/es/profile");
  await expect(page.getByRole("heading", { name: "Sin perfil de iglesia", level: 1 })).toBeVisible();
  await expect(page.getByText(/^Su cuenta aún no está vinculada a ninguna iglesia\./)).toBeVisible();
  await expect(page.getByRole("link", { name: "Registre su iglesia" })).toHaveAttribute(
    "href",
    "/es/register",
  );
  await expect(page.getByRole("link", { name: "Reclame su iglesia" })).toHaveAttribute("href", "/es/claim");
});
