import {
  type APIRequestContext,
  expect,
  type Page,
  request as playwrightRequest,
  test,
} from "@playwright/test";
import { E2E_ADMIN } from "./fixtures/accounts.ts";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Two small distinct PNGs (48x32), so a replaced image is really a new upload. */
const ORANGE_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAASUlEQVRYhe2WAQkAQAwCF8eIRrxYH2PPOFgAET03NF/drCtAQdGhmiFsWdbxg2CMDtUMYcuyDiF80KJDNUPYssihCMY6HRwe1wdNkXB58QKt2AAAAABJRU5ErkJggg==",
  "base64",
);
const BLUE_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAASUlEQVRYhe2WAQkAQAwCF8eIRrxYH2PPOFgAET03KV/drCuIgtChmqHYMtbxE8GIDtUMxZaxDqH4oKFDNUOxZcghBGOdjhwe1wfNGXB53KQxUAAAAABJRU5ErkJggg==",
  "base64",
);

const origin = (baseURL: string | undefined) => ({ origin: new URL(baseURL ?? "http://127.0.0.1").origin });

/** A signed-in API client of its own (own cookies), sending the same-origin header the guard asks for. */
async function apiAs(
  baseURL: string | undefined,
  email: string,
  password: string,
): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: origin(baseURL) });
  const login = await api.post("/api/auth/login", { data: { email, password } });
  expect(login.ok()).toBe(true);
  return api;
}

/**
 * A church user who owns no church: create an account (it comes with a church), then have the admin
 * delete that church. Returns the credentials, for signing in in the browser.
 */
async function userWithoutChurch(baseURL: string | undefined) {
  const email = `owner-${unique()}@example.test`;
  const password = "a long enough password";
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: origin(baseURL) });
  const created = await api.post("/api/auth/register-church", {
    data: {
      email,
      password,
      firstName: "Lydia",
      lastName: "Purple",
      churchData: {
        name: `Throwaway ${unique()}`,
        address: "1 A St",
        city: "Ames",
        state: "IA",
        zipCode: "50010",
      },
    },
  });
  expect(created.ok()).toBe(true);
  const church = (await (await api.get("/api/user/church")).json()) as { id: number };
  await api.dispose();
  const admin = await apiAs(baseURL, E2E_ADMIN.email, E2E_ADMIN.password);
  expect((await admin.delete(`/api/churches/${church.id}`)).ok()).toBe(true);
  await admin.dispose();
  return { email, password };
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => url.pathname !== "/auth");
}

async function fillRegistration(page: Page, name: string, email: string) {
  await page.getByLabel("Church Name").fill(name);
  await page.getByLabel("Pastor Name").fill("Ruth Example");
  await page.getByLabel("Street Address").fill("200 Oak Ave");
  await page.getByLabel("City").fill("Ames");
  await page.getByLabel("State").selectOption("IA");
  await page.getByLabel("ZIP Code").fill("50010");
  await page.getByLabel("Phone").fill("515-555-0101");
  await page.getByLabel("Website").fill("https://hope.example.org");
  await page.getByLabel("Church Email").fill(email);
  await page.getByLabel("Confirm Email").fill(email);
  await page.getByLabel("Service Times").fill("Sunday 10:00 AM\nWednesday 7:00 PM");
  await page.getByLabel("Approximate Member Count").fill("85");
  await page.getByLabel("Description").fill("A small church on Oak Avenue.");
}

async function screenshots(page: Page, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/listing-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("a guest registers a church with a photo, and the admin sees it pending", async ({ page, baseURL }) => {
  const name = `Hope Chapel ${unique()}`;
  const email = `office-${unique()}@example.org`;
  await page.goto("/register");
  await expect(page.getByRole("heading", { name: "Register Your Church" })).toBeVisible();

  // The section-5 messages, before anything is sent.
  await page.getByRole("button", { name: "Submit Registration" }).click();
  await expect(page.getByText("Church name is required")).toBeVisible();
  await expect(page.getByText("Valid email is required").first()).toBeVisible();
  await fillRegistration(page, name, email);
  await page.getByLabel("Confirm Email").fill(`other-${email}`);
  await page.getByRole("button", { name: "Submit Registration" }).click();
  await expect(page.getByText("Email addresses don't match")).toBeVisible();
  await page.getByLabel("Confirm Email").fill(email);

  // A file that is not an image is refused on the spot.
  await page
    .getByLabel("Church photo")
    .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hi") });
  await expect(page.getByText("Please upload an image file (JPG, PNG, etc.)")).toBeVisible();

  await fillRegistration(page, name, email);
  await page
    .getByLabel("Church photo")
    .setInputFiles({ name: "church.png", mimeType: "image/png", buffer: ORANGE_PNG });
  await expect(page.getByRole("button", { name: "Replace image" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Preview of the selected image" })).toHaveAttribute(
    "src",
    /^\/api\/uploads\//,
  );
  await screenshots(page, "register");

  await page.getByRole("button", { name: "Submit Registration" }).click();
  await expect(page.getByText("Registration Successful!")).toBeVisible();
  await expect(
    page.getByText("Your church has been registered and will be reviewed for approval."),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  const admin = await apiAs(baseURL, E2E_ADMIN.email, E2E_ADMIN.password);
  const pending = (await (await admin.get("/api/admin/churches/pending")).json()) as Array<{
    name: string;
    imageUrl: string | null;
    ownerId: number | null;
    isApproved: boolean;
  }>;
  const ours = pending.find((church) => church.name === name);
  expect(ours).toMatchObject({ ownerId: null, isApproved: false });
  expect(ours?.imageUrl).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}$/);
  const image = await admin.get(ours!.imageUrl!);
  expect(image.headers()["content-type"]).toBe("image/png");
  expect(image.headers()["x-content-type-options"]).toBe("nosniff");
  await admin.dispose();
  // The acknowledgement went to the church's address.
  const mail = (await (
    await page.request.get(`/api/test/outbox?to=${encodeURIComponent(email)}`)
  ).json()) as Array<{ text: string }>;
  expect(mail[0]?.text).toContain("reviewed within 24-48 hours");
});

test("a signed-in user registers a church, sees it pending on /profile, and edits it with a new image", async ({
  page,
  baseURL,
}) => {
  const user = await userWithoutChurch(baseURL);
  await signIn(page, user.email, user.password);
  await page.goto("/profile");
  await expect(page.getByText("No Church Profile")).toBeVisible();
  await page.getByRole("link", { name: "Register Your Church" }).click();
  await expect(page).toHaveURL(/\/register$/);

  const name = `Grace Fellowship ${unique()}`;
  await fillRegistration(page, name, `grace-${unique()}@example.org`);
  await page.getByRole("button", { name: "Submit Registration" }).click();
  await expect(
    page.getByText("Your church has been registered. You can now manage it from your profile."),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { name })).toBeVisible();
  await expect(page.getByText("Pending Approval").first()).toBeVisible();
  await screenshots(page, "profile-view");

  await page.getByRole("button", { name: "Edit Profile" }).click();
  await page
    .getByLabel("Church image")
    .setInputFiles({ name: "new.png", mimeType: "image/png", buffer: BLUE_PNG });
  await expect(page.getByRole("button", { name: "Replace image" })).toBeVisible();
  await page.getByLabel("Church Name").fill(`${name} Renewed`);
  await page.getByLabel("Phone").fill("");
  await screenshots(page, "profile-edit");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Your church information has been updated successfully.")).toBeVisible();
  await expect(page.getByRole("heading", { name: `${name} Renewed` })).toBeVisible();
  await expect(page.getByText("Not specified").first()).toBeVisible();
  const photo = page.getByRole("img", { name: `Photo of ${name} Renewed` });
  await expect(photo).toHaveAttribute("src", /^\/api\/uploads\/[0-9a-f-]{36}$/);
  const saved = (await (await page.request.get("/api/user/church")).json()) as {
    imageUrl: string;
    phone: string | null;
  };
  expect(saved.phone).toBeNull();
  const stored = await page.request.get(saved.imageUrl);
  expect(stored.ok()).toBe(true);
});

test("a user claims an unclaimed church with the code mailed to its listed email", async ({
  page,
  baseURL,
}) => {
  // An approved church without an owner: a guest registers it, the admin approves it.
  const name = `Claimable Chapel ${unique()}`;
  const listedEmail = `claim-${unique()}@example.org`;
  const guest = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: origin(baseURL) });
  const registered = await guest.post("/api/churches", {
    data: {
      name,
      address: "9 Elm St",
      city: "Dubuque",
      state: "IA",
      zipCode: "52001",
      email: listedEmail,
      pastorName: "Amos Claim",
    },
  });
  expect(registered.status()).toBe(201);
  const { id } = (await registered.json()) as { id: number };
  await guest.dispose();
  const admin = await apiAs(baseURL, E2E_ADMIN.email, E2E_ADMIN.password);
  expect((await admin.put(`/api/admin/churches/${id}/approve`)).ok()).toBe(true);
  await admin.dispose();

  const user = await userWithoutChurch(baseURL);
  await signIn(page, user.email, user.password);
  await page.goto("/claim");
  await expect(page.getByText(/unclaimed church/)).toBeVisible();
  await page.getByLabel("Search churches").fill("no church is called this");
  await expect(page.getByText("No Unclaimed Churches Found")).toBeVisible();
  await page.getByRole("button", { name: "Clear Search" }).click();
  await page.getByLabel("Search churches").fill("amos claim");
  await page.getByRole("button", { name: new RegExp(name) }).click();
  await expect(page.getByText("Selected")).toBeVisible();
  await expect(page.getByText(/c\*\*\*@example\.org/).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Claim This Church" })).toBeDisabled();
  await screenshots(page, "claim");

  // A wrong address is refused by the server.
  await page.getByLabel("Verification Email").fill("someone@example.org");
  await page.getByRole("button", { name: "Claim This Church" }).click();
  await expect(page.getByText("Claim Failed")).toBeVisible();
  await expect(page.getByText(/does not match/)).toBeVisible();

  await page.getByLabel("Verification Email").fill(listedEmail.toUpperCase());
  await page.getByRole("button", { name: "Claim This Church" }).click();
  await expect(page.getByLabel("Verification Code")).toBeVisible();
  const outbox = (await (
    await page.request.get(`/api/test/outbox?to=${encodeURIComponent(listedEmail)}`)
  ).json()) as Array<{ text: string }>;
  const code = /Verification code: (\d{6})/.exec(outbox[0]?.text ?? "")?.[1];
  expect(code).toBeDefined();
  await page.getByLabel("Verification Code").fill(code!);
  await page.getByRole("button", { name: "Confirm Claim" }).click();
  await expect(page.getByText("Church Claimed Successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { name })).toBeVisible();
  await expect(page.getByText("Approved", { exact: true })).toBeVisible();
});

test("signed out, /profile and /claim ask the visitor to log in", async ({ page }) => {
  await page.goto("/profile");
  await expect(page.getByText("Please log in to manage your church profile.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/api/login");
  await page.goto("/claim");
  await expect(page.getByText("Please log in to claim your church profile.")).toBeVisible();
});
