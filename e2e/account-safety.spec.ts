import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { world } from "./fixtures/world.ts";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A new church account, signed in through `request` (which shares the page's cookies). */
async function signedInNewAccount(request: APIRequestContext, origin: string) {
  const firstName = `Tess${unique()}`;
  const response = await request.post("/api/auth/register-church", {
    data: {
      email: `safety-${unique()}@example.test`,
      password: "a long enough password",
      firstName,
      lastName: "Tester",
      churchData: {
        name: `Safety Chapel ${unique()}`,
        address: "1 Main St",
        city: "Ames",
        state: "IA",
        zipCode: "50010",
      },
    },
    headers: { origin },
  });
  expect(response.status(), await response.text()).toBe(201);
  expect((await request.get("/api/auth/user")).status()).toBe(200);
  return { firstName };
}

const signedIn = async (request: APIRequestContext) => (await request.get("/api/auth/user")).status() === 200;

/** The desktop bar; the mobile menu repeats the same texts, hidden. */
const inNavBar = (page: Page, text: string) =>
  page.getByRole("banner").getByText(text, { exact: true }).filter({ visible: true });

test("an image of /api/auth/logout on a page of this site, or a link to it from another site, signs nobody out", async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const { firstName } = await signedInNewAccount(page.request, origin);

  // A page of this very site showing the logout URL as an image (what a planted imageUrl used to do).
  await page.route("**/e2e-logout-trap", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: '<!doctype html><html lang="en"><title>Trap</title><img src="/api/auth/logout" alt="">',
    }),
  );
  const imageRequest = page.waitForResponse((response) => response.url().endsWith("/api/auth/logout"));
  await page.goto("/e2e-logout-trap");
  const answered = await imageRequest;
  // The browser did ask, with the session cookie: a server that signs out on any GET would have done so.
  expect((await answered.request().allHeaders()).cookie).toContain("session=");
  expect(await signedIn(page.request)).toBe(true);

  // A link to the logout URL on another site: the navigation lands on the home page, still signed in.
  await page.route("http://elsewhere.e2e.test/**", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><html lang="en"><title>Elsewhere</title><a href="${origin}/api/auth/logout">Win a prize</a>`,
    }),
  );
  await page.goto("http://elsewhere.e2e.test/page");
  await page.getByRole("link", { name: "Win a prize" }).click();
  await expect(page).toHaveURL(`${origin}/`);
  expect(await signedIn(page.request)).toBe(true);
  await expect(inNavBar(page, firstName)).toBeVisible();

  // The site's own Logout link still signs out.
  await page.getByRole("banner").getByRole("link", { name: "Logout" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
  expect(await signedIn(page.request)).toBe(false);
});

test("registering with an email that already has an account says to check the email and signs nobody in", async ({
  page,
}) => {
  await page.goto("/register-church");
  await page.getByLabel("First Name").fill("Someone");
  await page.getByLabel("Last Name").fill("Else");
  await page.getByLabel("Login Email").fill(world().owner.email.toUpperCase());
  await page.locator('input[name="password"]').fill("another long password");
  await page.locator('input[name="confirmPassword"]').fill("another long password");
  await page.getByLabel("Church Name").fill(`Taken Address Chapel ${unique()}`);
  await page.getByLabel("Street Address").fill("9 Side St");
  await page.getByLabel("City").fill("Ames");
  await page.getByLabel("State").fill("IA");
  await page.getByLabel("ZIP Code").fill("50010");
  await page.getByRole("button", { name: "Create Church Account" }).click();

  const heading = page.getByRole("heading", { name: "Check your email" });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(page.getByText(`We have sent a message to ${world().owner.email}`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/auth");
  await expect(page.getByText("Registration Successful!")).toHaveCount(0);
  expect(await signedIn(page.request)).toBe(false);
  await page.screenshot({ path: "/tmp/register-church-check-email.png" });
});
