import { type Browser, expect, type Page, test } from "@playwright/test";
import { uniqueTag } from "./fixtures/session.ts";

/**
 * Issue 43: a pastor who forgot the password gets back in from the mail, and a browser signed in before is
 * signed out by the reset (docs/product/accounts.md). Screenshots of the new screens at 390 and 1366 px go to
 * /tmp/account-recovery-*.png.
 */
const OLD_PASSWORD = "lantern orchard seventeen";
const NEW_PASSWORD = "copper kettle meadow rain";

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The newest mail to an address with a link to `path`, from the test-only outbox route. */
async function mailedLink(page: Page, to: string, path: string): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const response = await page.request.get(`/api/test/outbox?to=${encodeURIComponent(to)}`);
    const mails = (await response.json()) as Mail[];
    link = mails.flatMap(
      (mail) => new RegExp(`https?://\\S+${path}\\?token=\\S+`).exec(mail.text)?.[0] ?? [],
    )[0];
    expect(link).toBeTruthy();
  }).toPass({ timeout: 20_000 });
  const url = new URL(link as string);
  return `${url.pathname}${url.search}`;
}

async function shoot(page: Page, name: string) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `/tmp/account-recovery-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** Another browser: its own cookies, signed in through the API as a new account of its own. */
async function signedInElsewhere(browser: Browser, baseURL: string, email: string) {
  const context = await browser.newContext({ baseURL });
  const response = await context.request.post("/api/auth/register", {
    data: { email, password: OLD_PASSWORD, firstName: "Ruth", lastName: "Okafor" },
    headers: { origin: new URL(baseURL).origin },
  });
  expect(response.ok(), await response.text()).toBe(true);
  expect((await context.request.get("/api/auth/user")).status()).toBe(200);
  return context;
}

test("a pastor who forgot the password gets back in from the mail, and the other browser is signed out", async ({
  page,
  browser,
  baseURL,
}) => {
  // A dozen page loads and two argon2 hashes on two shared cores.
  test.setTimeout(300_000);
  const email = `${uniqueTag("forgot")}@example.test`;
  const elsewhere = await signedInElsewhere(browser, baseURL as string, email);
  const otherPage = await elsewhere.newPage();
  await otherPage.goto("/profile");
  await expect(otherPage.getByRole("heading", { name: "Where you are signed in" })).toBeVisible();

  // From the sign-in screen, by keyboard, to "Forgot your password?".
  await page.goto("/auth");
  const forgotLink = page.getByRole("link", { name: "Forgot your password?" });
  await forgotLink.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
  await shoot(page, "forgot");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(page.getByText("If an account uses this address, we have sent it a link")).toBeVisible();

  // The link from the mail, to the new-password screen.
  await page.goto(await mailedLink(page, email, "/reset-password"));
  await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
  await shoot(page, "reset");
  // A common password is refused by the server, with the reason beside the field.
  await page.locator('input[name="password"]').fill("password123");
  await page.locator('input[name="confirmPassword"]').fill("password123");
  await page.getByRole("button", { name: "Save the new password" }).click();
  await expect(page.getByText("This is one of the most commonly used passwords.")).toBeVisible();
  await page.locator('input[name="password"]').fill(NEW_PASSWORD);
  await page.locator('input[name="confirmPassword"]').fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Save the new password" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your password has been changed" })).toBeVisible();

  // Signing in with the new password.
  await page.getByRole("link", { name: "Sign in" }).click();
  await page.getByLabel("Email").fill(email);
  await page.locator('input[name="password"]').fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/(profile|claim)/);

  // The browser signed in before the reset is signed out.
  expect((await elsewhere.request.get("/api/auth/user")).status()).toBe(401);
  await otherPage.reload();
  await expect(otherPage.getByRole("heading", { level: 1, name: "Access Denied" })).toBeVisible();
  await elsewhere.close();

  // The profile's Account section lists only this browser now.
  await page.goto("/profile");
  const sessions = page.getByRole("heading", { name: "Where you are signed in" });
  await expect(sessions).toBeVisible();
  await expect(page.getByText("This device")).toBeVisible();
  await expect(page.getByText("You are not signed in anywhere else.")).toBeVisible();
  await shoot(page, "profile");
});

test("the profile lists the sessions, signs the others out, and an email change is confirmed and undone by mail", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const email = `${uniqueTag("moving")}@example.test`;
  const newEmail = `${uniqueTag("moved")}@example.test`;
  const elsewhere = await signedInElsewhere(browser, baseURL as string, email);
  const login = await page.request.post("/api/auth/login", {
    data: { email, password: OLD_PASSWORD },
    headers: { origin: new URL(baseURL as string).origin },
  });
  expect(login.ok()).toBe(true);

  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Where you are signed in" })).toBeVisible();
  await expect(page.getByText("This device")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Sign out .+ on .+/ })).toHaveCount(1);
  await shoot(page, "sessions");
  await page.getByRole("button", { name: "Sign out everywhere else" }).click();
  await expect(page.getByText("You are not signed in anywhere else.")).toBeVisible();
  expect((await elsewhere.request.get("/api/auth/user")).status()).toBe(401);
  await elsewhere.close();

  // A new address, confirmed from the mail sent to it.
  await page.locator('input[name="newEmail"]').fill(newEmail);
  await page.locator('input[name="password"]').fill(OLD_PASSWORD);
  await page.getByRole("button", { name: "Send a confirmation link" }).click();
  await expect(page.getByText("We have sent a confirmation link to the new address.")).toBeVisible();
  await page.goto(await mailedLink(page, newEmail, "/email-change"));
  await shoot(page, "email-confirm");
  await page.getByRole("button", { name: "Confirm the new address" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Your email address has been changed" }),
  ).toBeVisible();

  // The old address's "it was not me": the address comes back, and a new password is chosen at once.
  await page.goto(await mailedLink(page, email, "/email-change"));
  await expect(
    page.getByRole("heading", { level: 1, name: "Undo the change of your email address" }),
  ).toBeVisible();
  await shoot(page, "email-undo");
  await page.getByRole("button", { name: "Undo the change and sign out everywhere" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your former address is back" })).toBeVisible();
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
  await page.getByRole("link", { name: "Choose a new password" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
});

test("the forgotten-password screens speak Spanish under /es", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/es/auth");
  await page.getByRole("link", { name: "¿Olvidó su contraseña?" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "¿Olvidó su contraseña?" })).toBeVisible();
  await expect(page).toHaveURL(/\/es\/forgot-password$/);
  await page.getByLabel("Correo electrónico").fill(`${uniqueTag("nadie")}@example.test`);
  await page.getByRole("button", { name: "Enviar el enlace" }).click();
  await expect(page.getByText("Si alguna cuenta usa esta dirección")).toBeVisible();
  await shoot(page, "forgot-es");
  await page.goto("/es/reset-password");
  await expect(page.getByText("Este enlace está incompleto.")).toBeVisible();
});
