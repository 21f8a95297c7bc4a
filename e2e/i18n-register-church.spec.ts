import { expect, type Page, test } from "@playwright/test";
import { uniqueTag } from "./fixtures/session.ts";

// Issue 17: /register-church in Spanish under /es; issue 18: its form on the one form layer, the shared
// schema's messages beside their fields in the page's language.
test.describe.configure({ timeout: 120_000 });

const PASSWORD = "a long enough password";

/** A 1x1 PNG. */
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

async function noOverflow(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, what).toBeLessThanOrEqual(0);
}

/** Signs the page's own context up as a new account without a church; returns its email. */
async function signUp(page: Page, origin: string, firstName: string): Promise<string> {
  const email = `${uniqueTag("registro")}@example.test`;
  const response = await page.request.post("/api/auth/register", {
    headers: { origin },
    data: { email, password: PASSWORD, firstName, lastName: "Prueba" },
  });
  expect(response.status(), await response.text()).toBe(201);
  return email;
}

/** A control by its accessible name (a label's text also holds the required mark, "*"). */
const field = (page: Page, name: string, role: "textbox" | "spinbutton" = "textbox") =>
  page.getByRole(role, { name, exact: true });
const password = (page: Page) => page.locator('input[name="password"]');
const confirmPassword = (page: Page) => page.locator('input[name="confirmPassword"]');

/** Fills the church's required fields (and a few optional ones) in Spanish. */
async function fillChurch(page: Page, name: string) {
  await field(page, "Nombre de la iglesia").fill(name);
  await field(page, "Nombre del pastor").fill("Lucía Herrera");
  await field(page, "Dirección").fill("12 Calle del Río");
  await field(page, "Ciudad").fill("Des Moines");
  await field(page, "Estado").fill("ia");
  await field(page, "Código postal").fill("50309");
  await field(page, "Horarios de culto").fill("Domingo 11:00 a. m.");
  await field(page, "Número aproximado de miembros", "spinbutton").fill("85");
}

test("a signed-in visitor fills /es/register-church in Spanish and the new church account is created", async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  await signUp(page, origin, "Ana");

  await page.goto("/es/register-church");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { name: "Crear cuenta de iglesia", level: 1 })).toBeVisible();
  await expect(page.getByText("Cuenta de iglesia", { exact: true })).toBeVisible();
  await expect(page.getByText("Cree su cuenta y registre su iglesia en un solo paso.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Información de la cuenta", level: 2 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Información de la iglesia", level: 2 })).toBeVisible();
  await expect(
    page.getByText("Iniciará sesión con este correo electrónico y esta contraseña."),
  ).toBeVisible();
  await expect(page.getByText("Así aparecerá su iglesia en el directorio una vez aprobada.")).toBeVisible();
  await expect(page.getByText("Foto de la iglesia (opcional)")).toBeVisible();
  await expect(page.getByText("Una imagen de su iglesia, de hasta 5 MB.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Elegir foto" })).toBeVisible();
  await expect(field(page, "Correo electrónico de acceso")).toHaveAttribute(
    "placeholder",
    "nombre@suiglesia.org",
  );
  await expect(page.getByText("Al menos 8 caracteres.")).toBeVisible();
  await expect(page.getByText("¿Ya tiene una cuenta?")).toBeVisible();
  await expect(page.getByRole("link", { name: "Cancelar" })).toHaveAttribute("href", "/es");
  await expect(page.getByRole("main").getByRole("link", { name: "Iniciar sesión" })).toHaveAttribute(
    "href",
    "/es/auth",
  );
  for (const english of [
    "Account Information",
    "Church Information",
    "Login Email",
    "Create Church Account",
    "Choose photo",
    "Already have an account?",
  ])
    await expect(page.getByText(english)).toHaveCount(0);

  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await noOverflow(page, `/es/register-church at ${width}`);
    await page.screenshot({ path: `/tmp/h1-es-register-church-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // Sent empty: the shared schema's messages, in Spanish, each beside its own field; the first takes the focus.
  const submit = page.getByRole("button", { name: "Crear cuenta de iglesia" });
  await submit.click();
  const expected: Array<[string, string]> = [
    ["Nombre", "El nombre es obligatorio"],
    ["Apellido", "El apellido es obligatorio"],
    ["Correo electrónico de acceso", "Escriba una dirección de correo electrónico válida"],
    ["Nombre de la iglesia", "El nombre de la iglesia es obligatorio"],
    ["Dirección", "La dirección es obligatoria"],
    ["Ciudad", "La ciudad es obligatoria"],
    ["Estado", "Escriba el código de estado de 2 letras"],
    ["Código postal", "El código postal es obligatorio"],
  ];
  for (const [label, message] of expected) {
    await expect(field(page, label)).toHaveAttribute("aria-invalid", "true");
    await expect(field(page, label)).toHaveAccessibleErrorMessage(message);
  }
  await expect(password(page)).toHaveAccessibleErrorMessage("La contraseña debe tener al menos 8 caracteres");
  await expect(field(page, "Nombre")).toBeFocused();
  for (const english of ["First name is required", "Church name is required", "ZIP code is required"])
    await expect(page.getByText(english)).toHaveCount(0);
  // The password's hint gives way to its message.
  await expect(page.getByText("Al menos 8 caracteres.")).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 900 });
  await noOverflow(page, "/es/register-church with its messages at 390");
  await page.screenshot({ path: "/tmp/h1-es-register-church-errors-390.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // A message follows the typing once the form has been sent.
  await field(page, "Nombre").fill("Lucía");
  await expect(field(page, "Nombre")).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("El nombre es obligatorio")).toHaveCount(0);

  // Passwords that differ are named beside the other mistakes, not only once the rest is valid.
  await password(page).fill("password-one");
  await confirmPassword(page).fill("password-two");
  await submit.click();
  await expect(confirmPassword(page)).toHaveAccessibleErrorMessage("Las contraseñas no coinciden");

  // A photo over the limit: the flow's own wording, in Spanish, beside the photo (and in a toast).
  await page.getByLabel("Foto de la iglesia", { exact: true }).setInputFiles({
    name: "enorme.png",
    mimeType: "image/png",
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(page.getByText("Seleccione una imagen de menos de 5 MB.").first()).toBeVisible();
  await page
    .getByLabel("Foto de la iglesia", { exact: true })
    .setInputFiles({ name: "iglesia.png", mimeType: "image/png", buffer: TINY_PNG });
  await expect(page.getByRole("img", { name: "Vista previa de la foto de la iglesia" })).toBeVisible();
  await expect(page.getByText("Seleccione una imagen de menos de 5 MB.")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Elegir otra foto" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Quitar" })).toBeVisible();

  // Filled in: the registration is sent, the new account is signed in and lands on the Spanish home page.
  const email = `${uniqueTag("pastora")}@example.test`;
  await field(page, "Apellido").fill("Herrera");
  await field(page, "Correo electrónico de acceso").fill(email);
  await password(page).fill(PASSWORD);
  await confirmPassword(page).fill(PASSWORD);
  await fillChurch(page, `Iglesia del Río ${uniqueTag()}`);
  await submit.click();
  await expect(page.getByText("¡Registro completado!")).toBeVisible();
  await expect(
    page.getByText("Se creó la cuenta de su iglesia. Ya inició sesión y puede administrar su perfil."),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/es\/?$/);
  await expect(page.getByRole("heading", { name: "¡Bienvenido de nuevo, Lucía!" })).toBeVisible();
  const me = (await (await page.request.get("/api/auth/user")).json()) as { email: string };
  expect(me.email).toBe(email);
  const church = (await (await page.request.get("/api/user/church")).json()) as {
    state: string;
    memberCount: number;
    imageUrl: string | null;
  };
  expect(church.state).toBe("IA");
  expect(church.memberCount).toBe(85);
  expect(church.imageUrl).toBeTruthy();
});

test("with the signed-in account's own email, /es/register-church says to check the email, in Spanish", async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const email = await signUp(page, origin, "Marta");

  await page.goto("/es/register-church");
  await field(page, "Nombre").fill("Marta");
  await field(page, "Apellido").fill("Prueba");
  await field(page, "Correo electrónico de acceso").fill(email);
  await password(page).fill("another long password");
  await confirmPassword(page).fill("another long password");
  await fillChurch(page, `Capilla Ocupada ${uniqueTag()}`);
  await page.getByRole("button", { name: "Crear cuenta de iglesia" }).click();

  const heading = page.getByRole("heading", { name: "Revise su correo electrónico" });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(page.getByText(`Le enviamos un mensaje a ${email} con el siguiente paso.`)).toBeVisible();
  await expect(page.getByText("Si ya tiene una cuenta con esta dirección, inicie sesión.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Iniciar sesión" })).toHaveAttribute(
    "href",
    "/es/auth",
  );
  await expect(page.getByRole("link", { name: "Volver al inicio" })).toHaveAttribute("href", "/es");
  await expect(page.getByText("¡Registro completado!")).toHaveCount(0);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await noOverflow(page, `/es/register-church's check-your-email at ${width}`);
    await page.screenshot({ path: `/tmp/h1-es-register-church-check-email-${width}.png`, fullPage: true });
  }
});
