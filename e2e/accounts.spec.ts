import { expect, type Page, test } from "@playwright/test";
import { E2E_ADMIN } from "./fixtures/accounts.ts";
import { expectLoggedOutNotice } from "./fixtures/logged-out.ts";
import { world } from "./fixtures/world.ts";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A 1x1 PNG. */
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

async function signIn(page: Page, email: string, password: string, path = "/auth") {
  await page.goto(path);
  await page.getByLabel("Email").fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** The desktop bar; the mobile menu repeats the same texts, hidden. */
const inNavBar = (page: Page, text: string) =>
  page.getByRole("banner").getByText(text, { exact: true }).filter({ visible: true });
const navBar = (page: Page) => page.getByRole("banner");

test("register a church account, land signed in, sign out, sign in again, and be refused the admin area", async ({
  page,
}) => {
  // Many steps, each with a full page load on two shared cores.
  test.setTimeout(120_000);
  const email = `pastor-${unique()}@example.test`;
  const password = "a long enough password";
  await page.goto("/register-church");
  await page.getByLabel("First Name").fill("Miriam");
  await page.getByLabel("Last Name").fill("Okafor");
  await page.getByLabel("Login Email").fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('input[name="confirmPassword"]').fill(password);
  // The show/hide toggle reveals what was typed.
  await page.getByRole("button", { name: "Show password" }).first().click();
  await expect(page.locator('input[name="password"]')).toHaveAttribute("type", "text");
  await page.getByLabel("Church Name").fill(`Riverbend Fellowship ${unique()}`);
  await page
    .getByLabel("Church photo")
    .setInputFiles({ name: "church.png", mimeType: "image/png", buffer: TINY_PNG });
  await expect(page.getByRole("img", { name: "Preview of the church photo" })).toBeVisible();
  await page.getByLabel("Street Address").fill("400 River Rd");
  await page.getByLabel("City").fill("Cedar Rapids");
  await page.getByLabel("State").fill("ia");
  await page.getByLabel("ZIP Code").fill("52401");
  await page.getByLabel("Pastor Name").fill("Miriam Okafor");
  await page.getByLabel("Service Times").fill("Sunday 10:00 AM");
  await page.getByLabel("Member Count").fill("140");
  await page.getByRole("button", { name: "Create Church Account" }).click();

  await expect(page.getByText("Registration Successful!")).toBeVisible();
  await expect(
    page.getByText(
      "Your church account has been created. You are now logged in and can manage your profile.",
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(inNavBar(page, "church")).toBeVisible();
  await expect(inNavBar(page, "Miriam")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Welcome back, Miriam!" })).toBeVisible();

  await navBar(page).getByRole("link", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(navBar(page).getByRole("link", { name: "Login" })).toBeVisible();
  await expect(inNavBar(page, "Miriam")).toHaveCount(0);

  await signIn(page, email, password);
  await expect(page.getByText("Welcome back!")).toBeVisible();
  await expect(page.getByText("You have successfully logged in.")).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(inNavBar(page, "Miriam")).toBeVisible();

  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Go Back" })).toBeVisible();
});

test("the registration form shows the original messages and limits the state to two letters", async ({
  page,
}) => {
  await page.goto("/register-church");
  await page.getByRole("button", { name: "Create Church Account" }).click();
  for (const message of [
    "First name is required",
    "Last name is required",
    "Please enter a valid email address",
    "Password must be at least 8 characters",
    "Church name is required",
    "Address is required",
    "City is required",
    "Please enter a 2-letter state code",
    "ZIP code is required",
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await page.locator('input[name="password"]').fill("password-one");
  await page.locator('input[name="confirmPassword"]').fill("password-two");
  await page.getByLabel("State").fill("Iowa");
  await expect(page.getByLabel("State")).toHaveValue("Io");
  await page.getByRole("button", { name: "Create Church Account" }).click();
  await expect(page.getByText("Passwords don't match", { exact: true })).toBeVisible();

  await page.getByLabel("Church photo").setInputFiles({
    name: "huge.png",
    mimeType: "image/png",
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(page.getByText("Please select an image smaller than 5MB.").first()).toBeVisible();

  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a wrong password shows Login Failed with the server's message", async ({ page }) => {
  await signIn(page, world().owner.email, "not the password");
  await expect(page.getByText("Login Failed")).toBeVisible();
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test("on a phone a toast (here Login Failed) spans the screen, as wide as the page's gutters allow", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, world().owner.email, "not the password");
  const toast = page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: "Login Failed" });
  await expect(toast).toBeVisible();
  // Measured once it has slid in: the width is the layout's, not the animation's.
  await expect.poll(async () => (await toast.boundingBox())?.width ?? 0).toBeGreaterThan(390 - 2 * 24);
});

test("after sign-in an admin lands on /admin, and a same-site redirect parameter wins", async ({ page }) => {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(inNavBar(page, "admin")).toBeVisible();

  await page.context().clearCookies();
  await signIn(page, world().owner.email, world().owner.password, "/auth?redirect=%2Fhelp");
  await expect(page).toHaveURL(/\/help$/);

  await page.context().clearCookies();
  await signIn(page, world().owner.email, world().owner.password, "/auth?redirect=%2F%2Fevil.example");
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/profile$/);
});

test("signed out: Access Denied on /profile, and the admin area's logged-out notice then /auth", async ({
  page,
}) => {
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(page.getByText("Please log in to manage your church profile")).toBeVisible();
  await expect(page.getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/api/login");

  await expectLoggedOutNotice(page, "/admin");
  await expect(page.getByRole("heading", { name: "Church Login" })).toBeVisible();
});

test("the help page explains the three ways and links to them", async ({ page }) => {
  await page.goto("/help");
  for (const heading of [
    "Register with an account",
    "Register without an account",
    "Claim an existing listing",
  ]) {
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/api/login");
  await expect(page.getByRole("link", { name: "Register Your Church" })).toHaveAttribute("href", "/register");
  await expect(page.getByRole("link", { name: "Claim Your Church" })).toHaveAttribute("href", "/claim");
  await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
});

test("signed in, the help page offers the ways on without signing in or creating an account again", async ({
  page,
}) => {
  await signIn(page, world().owner.email, world().owner.password);
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto("/help");
  const withAccount = page.getByRole("region", { name: "Register with an account" });
  await expect(withAccount.getByRole("link", { name: "Register Your Church" })).toHaveAttribute(
    "href",
    "/register",
  );
  await expect(withAccount.getByRole("link", { name: "Log In" })).toHaveCount(0);
  await expect(withAccount.getByRole("link", { name: "Create Church Account" })).toHaveCount(0);
  const claim = page.getByRole("region", { name: "Claim an existing listing" });
  await expect(claim.getByRole("link", { name: "Claim Your Church" })).toHaveAttribute("href", "/claim");
  await expect(claim.getByRole("link", { name: "Create an Account" })).toHaveCount(0);
});

test("the pages run under the Content-Security-Policy, map included", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  for (const path of ["/", "/auth", "/register-church"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  await page.goto("/");
  // The map loads when its section comes near the viewport.
  await page.locator("#directory").scrollIntoViewIfNeeded();
  await expect(page.locator("#directory canvas").first()).toBeVisible({ timeout: 30_000 });
  expect(violations).toEqual([]);
});

test("screenshots of /auth and /register-church", async ({ page }) => {
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto("/auth");
    await expect(page.getByRole("heading", { name: "Church Login" })).toBeVisible();
    await page.screenshot({ path: `/tmp/accounts-auth-${width}.png`, fullPage: true });
    await page.goto("/register-church");
    await expect(page.getByRole("heading", { name: "Create Church Account" })).toBeVisible();
    await page.screenshot({ path: `/tmp/accounts-register-${width}.png`, fullPage: true });
    await page.goto("/help");
    await expect(page.getByRole("heading", { name: "Church Account Help" })).toBeVisible();
    await page.screenshot({ path: `/tmp/accounts-help-${width}.png`, fullPage: true });
  }
});

test("a signed-in visitor on the sign-in and sign-up pages is told who they are, with the way on and out", async ({
  page,
}) => {
  const { email, password } = world().owner;
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/profile$/);
  for (const [path, width] of [
    ["/auth", 390],
    ["/sign-up", 1366],
    ["/register-church", 390],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    const notice = page.getByTestId("signed-in-notice");
    await expect(notice).toContainText(`You are signed in as ${email}.`);
    await expect(notice.getByRole("link", { name: "Continue to your church profile" })).toHaveAttribute(
      "href",
      "/profile",
    );
    await expect(notice.getByRole("link", { name: "Log out" })).toHaveAttribute("href", "/api/auth/logout");
    await expect(notice.getByRole("link", { name: "Register a church with this account" })).toHaveCount(
      path === "/register-church" ? 1 : 0,
    );
    // Its buttons stay inside it, long words wrapping on a phone.
    const box = (await notice.boundingBox())!;
    for (const link of await notice.getByRole("link").all()) {
      const inner = (await link.boundingBox())!;
      expect(inner.x + inner.width, `${path} at ${width}`).toBeLessThanOrEqual(box.x + box.width);
    }
    await page.screenshot({ path: `/tmp/signed-in-notice${path.replace("/", "-")}-${width}.png` });
  }
  await page.goto("/es/auth");
  await expect(page.getByTestId("signed-in-notice")).toContainText(`Ya inició sesión como ${email}.`);
  await expect(page.getByRole("link", { name: "Ir al perfil de su iglesia" })).toHaveAttribute(
    "href",
    "/es/profile",
  );
  await page.goto("/auth");
  await page.getByTestId("signed-in-notice").getByRole("link", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/auth");
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  await expect(page.getByTestId("signed-in-notice")).toHaveCount(0);
  // An administrator's way on is the dashboard, the longest of the buttons: still inside on a phone.
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto("/auth");
  const notice = page.getByTestId("signed-in-notice");
  const toDashboard = notice.getByRole("link", { name: "Continue to the admin dashboard" });
  await expect(toDashboard).toHaveAttribute("href", "/admin");
  const box = (await notice.boundingBox())!;
  const inner = (await toDashboard.boundingBox())!;
  expect(inner.x + inner.width).toBeLessThanOrEqual(box.x + box.width);
});

test("/register: each section's title stands clear of its first field", async ({ page }) => {
  await page.goto("/register");
  const fieldsets = page.locator("form fieldset");
  await expect(fieldsets.first()).toBeVisible();
  const gaps = await fieldsets.evaluateAll((sets) =>
    sets.map((set) => {
      const legend = set.querySelector("legend")!.getBoundingClientRect();
      const next = set.querySelector("legend + *")!.getBoundingClientRect();
      return Math.round(next.top - legend.bottom);
    }),
  );
  expect(gaps.length).toBeGreaterThan(2);
  for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(12);
});
