import { type Browser, expect, type Page, test } from "@playwright/test";
import { signInAsAdmin, uniqueTag } from "./fixtures/session.ts";
import { totpCode } from "./fixtures/totp.ts";

/**
 * Issue 43 items 4 and 5 (docs/product/accounts-admin.md): a passkey registered and used to sign in through
 * Chromium's virtual authenticator (the CDP WebAuthn domain), and the administrator's accounts screen (search,
 * disable by keyboard). Screenshots at 390 and 1366 px go to /tmp/two-factor-*.png.
 */
const PASSWORD = "harbor violet thimble ninety";

async function shoot(page: Page, name: string) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `/tmp/two-factor-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** A church account made through the API in a context of its own (its cookies stay there). */
async function newAccount(browser: Browser, baseURL: string, email: string) {
  const context = await browser.newContext({ baseURL });
  const response = await context.request.post("/api/auth/register", {
    data: { email, password: PASSWORD, firstName: "Lydia", lastName: "Thyatira" },
    headers: { origin: new URL(baseURL).origin },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return context;
}

test("a passkey registered through a virtual authenticator signs the account in", async ({
  browser,
  baseURL,
}) => {
  // Two argon2 hashes, two WebAuthn ceremonies and half a dozen page loads on two shared cores.
  test.setTimeout(300_000);
  // WebAuthn refuses an IP address as relying party: the server serves its loopback address as localhost.
  const origin = (baseURL as string).replace("127.0.0.1", "localhost");
  const email = `${uniqueTag("passkey")}@example.test`;
  const context = await newAccount(browser, origin, email);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  await page.goto("/account/two-factor");
  await expect(page.getByRole("heading", { level: 1, name: "Two-factor sign-in" })).toBeVisible();
  // The authenticator app's setup shows the server's QR code and the key (left unconfirmed: not a factor yet).
  await page.getByRole("button", { name: "Set up an authenticator app" }).click();
  await expect(
    page.getByRole("img", { name: "QR code to add this account to an authenticator app" }),
  ).toBeVisible();
  await expect(page.getByTestId("totp-secret")).toHaveText(/^[A-Z2-7]{16,}$/);
  await shoot(page, "totp-setup");
  await page.getByLabel("Passkey name").fill("Test laptop");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  const codes = page.getByTestId("recovery-codes").getByRole("listitem");
  await expect(codes).toHaveCount(10);
  await shoot(page, "enrolled");
  await page.getByRole("button", { name: "I have saved them" }).click();
  await expect(page.getByTestId("passkey-list")).toContainText("Test laptop");
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toHaveLength(1);

  // Signed out, then in again: the password, then the passkey.
  await context.clearCookies();
  await page.goto("/auth");
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: "Confirm it's you" })).toBeVisible();
  await shoot(page, "second-step");
  await page.getByRole("button", { name: "Use a passkey" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const me = await context.request.get("/api/auth/user");
  expect(await me.json()).toMatchObject({ email });
  // The authenticator's signature counter moved on, and the server kept it (the next use must exceed it).
  const after = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(after.credentials[0]?.signCount).toBeGreaterThan(0);
  await context.close();
});

test("the accounts screen finds an account and disables it by keyboard", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const email = `${uniqueTag("disable")}@example.test`;
  const other = await newAccount(browser, baseURL as string, email);
  await signInAsAdmin(page.context(), baseURL as string);

  await page.goto("/admin");
  await page.getByRole("link", { name: /^Accounts/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Accounts" })).toBeVisible();
  await page.getByLabel("Search accounts").fill(email);
  const row = page.getByRole("listitem", { name: email });
  await expect(row).toBeVisible();
  await expect(row).toContainText("Church account");
  await shoot(page, "accounts");

  // Keyboard only: the actions menu opens on Enter, the arrow keys move, Enter picks; the dialog confirms.
  await row.getByRole("button", { name: `Actions for ${email}` }).focus();
  await page.keyboard.press("Enter");
  const disable = page.getByRole("menuitem", { name: "Disable" });
  await expect(disable).toBeVisible();
  await disable.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(email);
  await shoot(page, "disable-dialog");
  await dialog.getByRole("button", { name: "Confirm" }).focus();
  await page.keyboard.press("Enter");
  await expect(row).toContainText("Disabled");

  // The disabled account's session ended, and it cannot sign in again.
  expect((await other.request.get("/api/auth/user")).status()).toBe(401);
  const login = await other.request.post("/api/auth/login", {
    data: { email, password: PASSWORD },
    headers: { origin: new URL(baseURL as string).origin },
  });
  expect(login.status()).toBe(401);
  await other.close();
});

test("an authenticator app set up in Spanish on a phone signs the account in with its code, by keyboard", async ({
  browser,
  baseURL,
}) => {
  // Three argon2 hashes and a handful of page loads on two shared cores.
  test.setTimeout(300_000);
  const email = `${uniqueTag("totp")}@example.test`;
  const context = await newAccount(browser, baseURL as string, email);
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });

  await page.goto("/es/account/two-factor");
  await expect(page.getByRole("heading", { level: 1, name: "Verificación en dos pasos" })).toBeVisible();
  await page.getByRole("button", { name: "Configurar una aplicación de autenticación" }).press("Enter");
  const secret = (await page.getByTestId("totp-secret").textContent()) ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const code = page.getByLabel("Código de la aplicación de autenticación");
  await code.fill(totpCode(secret));
  await code.press("Enter");
  await expect(page.getByTestId("recovery-codes").getByRole("listitem")).toHaveCount(10);
  await page.getByRole("button", { name: "Ya los guardé" }).press("Enter");
  await expect(page.getByText("Hay una aplicación de autenticación configurada.")).toBeVisible();

  await context.clearCookies();
  await page.goto("/es/auth");
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('input[name="password"]').press("Enter");
  await expect(page.getByRole("heading", { name: "Confirme que es usted" })).toBeVisible();
  await page.screenshot({ path: "/tmp/two-factor-totp-step-es-390.png", fullPage: true });
  const step = page.getByLabel("Código de la aplicación de autenticación");
  // A wrong code first: refused, and the step stays open for another try.
  await step.fill("000000");
  await step.press("Enter");
  await expect(page.getByText("Ese código no es correcto. Inténtelo de nuevo.").first()).toBeVisible();
  await expect(page).toHaveURL(/\/es\/auth/);
  // The next step's code: this step's was spent confirming the app, and a spent code is never taken twice.
  await step.fill(totpCode(secret, 1));
  await step.press("Enter");
  await expect(page).toHaveURL(/\/es\/profile$/);
  const me = await context.request.get("/api/auth/user");
  expect(await me.json()).toMatchObject({ email });
  await context.close();
});
