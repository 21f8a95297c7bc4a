import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { holdRequests } from "./fixtures/hold.ts";
import { expectLoggedOutNotice } from "./fixtures/logged-out.ts";
import { signInAsAdmin } from "./fixtures/session.ts";
import { openWithSettledTotal } from "./fixtures/totals.ts";
import { world } from "./fixtures/world.ts";

/** Lower-case, so the vault's capitalised type labels are predictable ("Zq…"). */
const unique = () => `zq${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * Silent MPEG-1 Layer III frames (128 kb/s, 44.1 kHz, mono): a header and zeroed side information decode
 * to silence. 80 frames play for about two seconds; no file or network is needed.
 */
const SILENT_MP3 = Buffer.concat(
  Array.from({ length: 80 }, () => Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0xc4]), Buffer.alloc(413)])),
);

// The machine is shared and slow; these tests create data and load pages full of embeds.
test.describe.configure({ timeout: 120_000 });

/**
 * A browser context that answers YouTube and the test's media host itself: there is no internet here, and
 * each failed frame would otherwise render a browser error page.
 */
async function offlineContext(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  await context.route("https://media.e2e.test/**", (route) =>
    route.fulfill({ status: 200, contentType: "audio/mpeg", body: SILENT_MP3 }),
  );
  await context.route(/^https:\/\/(www\.youtube-nocookie\.com|www\.youtube\.com|youtu\.be)\//, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>video</title>" }),
  );
  return context;
}

interface CreatedResource {
  id: number;
  title: string;
}

function adminApi(request: APIRequestContext, baseURL: string) {
  const headers = { origin: baseURL };
  return {
    async createType(name: string, color = "teal") {
      const response = await request.post("/api/admin/resource-types", { data: { name, color }, headers });
      expect(response.status()).toBe(201);
    },
    async createResource(data: Record<string, unknown>): Promise<CreatedResource> {
      const response = await request.post("/api/admin/resources", { data, headers });
      expect(response.status(), await response.text()).toBe(201);
      return (await response.json()) as CreatedResource;
    },
  };
}

/** A signed-in administrator's browser context, and the admin API through its cookies. */
async function adminSession(browser: Browser, baseURL: string | undefined) {
  const admin = await offlineContext(browser, baseURL);
  await signInAsAdmin(admin, baseURL!);
  return { admin, api: adminApi(admin.request, baseURL!) };
}

async function publicCount(request: APIRequestContext): Promise<number> {
  return ((await (await request.get("/api/resources")).json()) as unknown[]).length;
}

const counter = (page: Page) => page.getByTestId("vault-counter");
const pageLabel = (page: Page) => page.getByTestId("vault-page");
const pagination = (page: Page) => page.getByRole("navigation", { name: "Pagination" });

async function expectPageButtons(page: Page, pages: number[], current: number) {
  const buttons = pagination(page).getByRole("button", { name: /^Page \d+$/ });
  await expect(buttons).toHaveText(pages.map(String));
  await expect(pagination(page).getByRole("button", { name: `Page ${current}` })).toHaveAttribute(
    "aria-current",
    "page",
  );
}

test("search and type filter with their counters, and the page window at the first, a middle and the last page", async ({
  browser,
  baseURL,
}) => {
  const { admin, api } = await adminSession(browser, baseURL);
  const tag = unique();
  const lessons = `${tag}lesson`;
  const extras = `${tag}extra`;
  await api.createType(lessons, "green");
  await api.createType(extras, "orange");
  // 78 + 3 matching the search: 81 results, 7 pages of 12, the last with 9.
  for (let i = 1; i <= 78; i++) {
    await api.createResource({ title: `${tag} Lesson ${String(i).padStart(2, "0")}`, type: lessons });
  }
  for (let i = 1; i <= 3; i++) {
    await api.createResource({
      title: `Bonus material ${i}`,
      type: extras,
      description: `Extra notes that mention ${tag.toUpperCase()} in passing.`,
    });
  }
  const context = await offlineContext(browser, baseURL);
  const page = await context.newPage();
  const total = await openWithSettledTotal(page, "/resources", counter(page), () =>
    publicCount(admin.request),
  );
  await admin.close();
  await expect(page.getByRole("heading", { name: "Resource Vault", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Submit a Resource" })).toBeVisible();
  await expect(counter(page)).toHaveText(`Showing 12 of ${total} resources`);

  // Case-insensitive over title and description.
  await page.getByPlaceholder("Search resources...").fill(tag.toUpperCase());
  await expect(counter(page)).toHaveText(`Showing 12 of 81 resources (filtered from ${total} total)`);
  await expect(pageLabel(page)).toHaveText("Page 1 of 7");
  await expectPageButtons(page, [1, 2, 3, 4, 5], 1);
  await expect(pagination(page).getByRole("button", { name: "Previous" })).toBeDisabled();
  await expect(page.getByRole("article")).toHaveCount(12);

  await pagination(page).getByRole("button", { name: "Page 4" }).click();
  await expect(pageLabel(page)).toHaveText("Page 4 of 7");
  await expectPageButtons(page, [2, 3, 4, 5, 6], 4);
  await expect(page.getByRole("article")).toHaveCount(12);

  await pagination(page).getByRole("button", { name: "Page 6" }).click();
  await expectPageButtons(page, [3, 4, 5, 6, 7], 6);
  await pagination(page).getByRole("button", { name: "Next" }).click();
  await expect(pageLabel(page)).toHaveText("Page 7 of 7");
  await expect(counter(page)).toHaveText(`Showing 9 of 81 resources (filtered from ${total} total)`);
  await expectPageButtons(page, [3, 4, 5, 6, 7], 7);
  await expect(pagination(page).getByRole("button", { name: "Next" })).toBeDisabled();
  await expect(page.getByRole("article")).toHaveCount(9);

  // The type dropdown lists server types capitalised; a change goes back to page 1.
  const typeSelect = page.getByRole("combobox", { name: "Filter by type" });
  await expect(typeSelect.locator("option").first()).toHaveText("All Types");
  await typeSelect.selectOption({ label: `Z${extras.slice(1)}` });
  await expect(counter(page)).toHaveText(`Showing 3 of 3 resources (filtered from ${total} total)`);
  await expect(pageLabel(page)).toBeHidden();
  await expect(pagination(page)).toBeHidden();
  await expect(page.getByRole("article").first()).toContainText("Bonus material");

  await typeSelect.selectOption({ label: `Z${lessons.slice(1)}` });
  await expect(counter(page)).toHaveText(`Showing 12 of 78 resources (filtered from ${total} total)`);
  await expect(pageLabel(page)).toHaveText("Page 1 of 7");

  await page.getByPlaceholder("Search resources...").fill(`${tag} nothing matches this`);
  await expect(page.getByText("No resources found")).toBeVisible();
  await expect(page.getByText("Try adjusting your search criteria or filters.")).toBeVisible();
  await page.getByRole("button", { name: "Clear Filters" }).click();
  await expect(counter(page)).toHaveText(`Showing 12 of ${total} resources`);
  await expect(page.getByPlaceholder("Search resources...")).toHaveValue("");
  await expect(typeSelect).toHaveValue("all");
  await context.close();
});

test("a YouTube card embeds privately, an mp3 card plays inline, and opening counts once", async ({
  browser,
  baseURL,
}) => {
  const { admin, api } = await adminSession(browser, baseURL);
  const tag = unique();
  const type = `${tag}media`;
  await api.createType(type, "red");
  await api.createResource({
    title: `${tag} Sunday sermon`,
    type,
    description: "The whole service.",
    fileUrl: "https://www.youtube.com/watch?v=Hq7pXn2LkR4",
  });
  await api.createResource({
    title: `${tag} Morning prayer`,
    type,
    description: "A short podcast episode.",
    fileUrl: `https://media.e2e.test/${tag}/prayer.mp3`,
  });
  await api.createResource({
    title: `${tag} Leader guide`,
    type,
    fileUrl: "https://files.e2e.test/guide.pdf",
  });
  await admin.close();

  const context = await offlineContext(browser, baseURL);
  const page = await context.newPage();
  await page.goto("/resources");
  await page.getByPlaceholder("Search resources...").fill(tag);
  await expect(counter(page)).toContainText("Showing 3 of 3 resources");

  const sermon = page.getByRole("article").filter({ hasText: "Sunday sermon" });
  const frame = sermon.locator("iframe");
  await expect(frame).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/Hq7pXn2LkR4");
  await expect(sermon.getByText(`Z${type.slice(1)}`)).toBeVisible();
  await expect(sermon.getByText("Church Resource")).toBeVisible();
  await expect(sermon.getByText("0 downloads")).toBeVisible();
  // The site's one date format (web/src/lib/dates.ts).
  const today = new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
  }).format(new Date());
  await expect(sermon.getByText(today)).toBeVisible();
  const watch = sermon.getByRole("link", { name: "Watch" });
  await expect(watch).toHaveAttribute("target", "_blank");
  await expect(watch).toHaveAttribute("rel", /noopener/);

  const guide = page.getByRole("article").filter({ hasText: "Leader guide" });
  await expect(guide.getByRole("link", { name: "View" })).toHaveAttribute(
    "href",
    "https://files.e2e.test/guide.pdf",
  );
  await expect(guide.locator("iframe, audio, video")).toHaveCount(0);

  const prayer = page.getByRole("article").filter({ hasText: "Morning prayer" });
  const audio = prayer.locator("audio");
  await expect(audio).toHaveAttribute("controls", "");
  await expect(audio).toHaveAttribute("preload", "none");
  await expect(prayer.getByRole("link", { name: "View" })).toBeVisible();
  await prayer.getByRole("heading").click();
  await audio.evaluate((element: HTMLAudioElement) => element.play());
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(0.2);
  expect(await audio.evaluate((element: HTMLAudioElement) => element.error)).toBeNull();

  // One open, one count: the new tab opens and the card's counter follows; a reload counts nothing.
  const popup = page.waitForEvent("popup");
  await watch.click();
  await (await popup).close();
  await expect(sermon.getByText("1 downloads")).toBeVisible();
  await page.reload();
  await page.getByPlaceholder("Search resources...").fill(tag);
  await expect(
    page.getByRole("article").filter({ hasText: "Sunday sermon" }).getByText("1 downloads"),
  ).toBeVisible();
  await context.close();
});

test("a visitor submits a resource, an administrator approves it, and it appears in the vault", async ({
  browser,
  baseURL,
}) => {
  const admin = await offlineContext(browser, baseURL);
  await signInAsAdmin(admin, baseURL!);
  const tag = unique();
  const type = `${tag}talk`;
  await adminApi(admin.request, baseURL!).createType(type, "purple");
  const title = `${tag} Youth retreat talk`;

  const visitor = await offlineContext(browser, baseURL);
  const page = await visitor.newPage();
  await page.goto("/resources");
  await page.getByRole("button", { name: "Submit a Resource" }).click();
  const dialog = page.getByRole("dialog", { name: "Submit a Resource" });
  await expect(dialog.getByText("An administrator reviews every submission")).toBeVisible();

  await dialog.getByRole("button", { name: "Submit for Approval" }).click();
  for (const message of [
    "Title is required",
    "Type is required",
    "Description is required",
    "Please enter a valid URL",
    "Your name is required",
    "Please enter a valid email",
    "Church name is required",
  ]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }

  await dialog.getByLabel("Resource Title").fill(title);
  await dialog.getByLabel("Type").selectOption({ label: `Z${type.slice(1)}` });
  await dialog.getByLabel("Description").fill("Saturday evening session on courage.");
  await dialog.getByLabel("Resource URL").fill("javascript:alert(1)");
  await dialog.getByLabel("Your Name").fill("Ann Lee");
  await dialog.getByLabel("Your Email").fill("ann.lee@example.test");
  await dialog.getByLabel("Church Name").fill("Grace Fellowship");
  await dialog.getByRole("button", { name: "Submit for Approval" }).click();
  await expect(dialog.getByText("Please enter a valid URL")).toBeVisible();
  await dialog.getByLabel("Resource URL").fill("https://youtu.be/T3wMb8vKqZs");

  // A refused submission (here a stand-in for the per-address limit) keeps the dialog and says why.
  const limited = "You have submitted several resources in a short time.";
  await page.route("**/trpc/resources.submit**", (route) =>
    route.fulfill({
      status: 429,
      contentType: "application/json",
      body: JSON.stringify([
        { error: { message: limited, code: -32029, data: { code: "TOO_MANY_REQUESTS", httpStatus: 429 } } },
      ]),
    }),
  );
  await dialog.getByRole("button", { name: "Submit for Approval" }).click();
  await expect(page.getByText(`Failed to submit resource: 429 ${limited}`)).toBeVisible();
  await expect(dialog).toBeVisible();
  await page.unroute("**/trpc/resources.submit**");

  await dialog.getByRole("button", { name: "Submit for Approval" }).click();
  await expect(
    page.getByText("Resource submitted for approval! It will appear in the vault once reviewed by an admin."),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByPlaceholder("Search resources...").fill(tag);
  await expect(page.getByText("No resources found")).toBeVisible();

  const adminPage = await admin.newPage();
  await adminPage.goto("/admin/resources");
  await expect(adminPage.getByRole("heading", { name: "Resource Management" })).toBeVisible();
  await adminPage.getByRole("combobox", { name: "Type" }).selectOption({ label: `Z${type.slice(1)}` });
  const card = adminPage.getByRole("article").filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await expect(card.getByText("Pending", { exact: true })).toBeVisible();
  await expect(card.getByText("Ann Lee (ann.lee@example.test)")).toBeVisible();
  await expect(card.getByText("Grace Fellowship")).toBeVisible();
  await card.getByRole("button", { name: "Approve" }).click();
  await expect(adminPage.getByText("Resource approved")).toBeVisible();
  await expect(card.getByText("Approved", { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: "Approve" })).toBeHidden();

  await page.reload();
  await page.getByPlaceholder("Search resources...").fill(tag);
  const listed = page.getByRole("article").filter({ hasText: title });
  await expect(listed).toBeVisible();
  await expect(listed.getByText("Saturday evening session on courage.")).toBeVisible();
  await expect(listed.locator("iframe")).toHaveAttribute(
    "src",
    "https://www.youtube-nocookie.com/embed/T3wMb8vKqZs",
  );
  await visitor.close();
  await admin.close();
});

test("administrators manage types and resources; signed-out visitors are sent to sign in", async ({
  browser,
  baseURL,
}) => {
  const anonymous = await offlineContext(browser, baseURL);
  const outsider = await anonymous.newPage();
  await expectLoggedOutNotice(outsider, "/admin/resources");
  await anonymous.close();

  const admin = await offlineContext(browser, baseURL);
  await signInAsAdmin(admin, baseURL!);
  const church = world().hostChurch;
  const me = (await (await admin.request.get("/api/auth/user")).json()) as {
    firstName: string | null;
    lastName: string | null;
  };
  const tag = unique();
  const type = `${tag}guide`;
  const page = await admin.newPage();
  await page.goto("/admin/resources");

  await page.getByRole("button", { name: "Add Type" }).click();
  const typeDialog = page.getByRole("dialog", { name: "Add Resource Type" });
  await typeDialog.getByLabel("Name").fill(type);
  await typeDialog.getByText("Indigo").click();
  await typeDialog.getByRole("button", { name: "Add Type" }).click();
  await expect(typeDialog).toBeHidden();
  await page.getByRole("button", { name: "Add Type" }).click();
  await typeDialog.getByLabel("Name").fill(type.toUpperCase());
  await typeDialog.getByRole("button", { name: "Add Type" }).click();
  await expect(
    typeDialog.getByText(`A resource type named "${type.toUpperCase()}" already exists`),
  ).toBeVisible();
  await typeDialog.getByRole("button", { name: "Cancel" }).click();

  await page.getByRole("button", { name: "Add Resource" }).click();
  const form = page.getByRole("dialog", { name: "Add Resource" });
  await form.getByLabel("Title").fill(`${tag} Deacon handbook`);
  await form.getByLabel("Type").selectOption({ label: `Z${type.slice(1)}` });
  await form.getByLabel("File URL").fill("https://files.e2e.test/deacons.pdf");
  await form.getByLabel("Church").selectOption({ label: church.name });
  await form.getByRole("button", { name: "Add Resource" }).click();
  await expect(form).toBeHidden();

  await page.getByRole("combobox", { name: "Church" }).selectOption({ label: church.name });
  const card = page.getByRole("article").filter({ hasText: `${tag} Deacon handbook` });
  await expect(card.getByText("Approved", { exact: true })).toBeVisible();
  await expect(card.getByText(church.name)).toBeVisible();
  // An account without a name is not given an invented one (the E2E administrator has none).
  const uploader = [me.firstName, me.lastName].filter(Boolean).join(" ") || "Unknown";
  await expect(card.getByText(uploader, { exact: true })).toBeVisible();

  await card.getByRole("button", { name: `Edit ${tag} Deacon handbook` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Resource" });
  await expect(edit.getByLabel("Title")).toHaveValue(`${tag} Deacon handbook`);
  await edit.getByLabel("Title").fill(`${tag} Deacon handbook, revised`);
  await edit.getByLabel("File URL").fill("ftp://files.e2e.test/deacons.pdf");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(edit.getByText("Please enter a valid URL")).toBeVisible();
  await edit.getByLabel("File URL").fill("https://files.e2e.test/deacons-2.pdf");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(edit).toBeHidden();
  const revised = page.getByRole("article").filter({ hasText: `${tag} Deacon handbook, revised` });
  await expect(revised).toBeVisible();

  await revised.getByRole("button", { name: `Delete ${tag} Deacon handbook, revised` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete this resource?" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(revised).toBeVisible();
  await revised.getByRole("button", { name: `Delete ${tag} Deacon handbook, revised` }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Resource deleted")).toBeVisible();
  await expect(revised).toBeHidden();

  await page.getByRole("combobox", { name: "Type" }).selectOption({ label: `Z${type.slice(1)}` });
  await expect(page.getByText("No resources found")).toBeVisible();
  await admin.close();
});

test("while another filter's resources load, the administrator's cards stay up, marked busy", async ({
  browser,
  baseURL,
}) => {
  const { admin, api } = await adminSession(browser, baseURL);
  const tag = unique();
  const type = `${tag}busy`;
  await api.createType(type);
  await api.createResource({ title: `${tag} Usher rota`, type });
  const page = await admin.newPage();
  await page.goto("/admin/resources");
  const list = page.getByTestId("admin-resource-list");
  await expect(list.getByRole("article").first()).toBeVisible();
  await expect(list).toHaveAttribute("aria-busy", "false");
  const shown = await list.getByRole("article").count();

  // The filtered list is held until the page has been seen waiting for it.
  const release = await holdRequests(page, (url) => url.pathname.includes("resources.adminList"));
  await page.getByRole("combobox", { name: "Type" }).selectOption({ label: `Z${type.slice(1)}` });
  await expect(list).toHaveAttribute("aria-busy", "true");
  await expect(list.getByRole("article")).toHaveCount(shown);
  release();
  await expect(list).toHaveAttribute("aria-busy", "false");
  await expect(list.getByRole("article")).toHaveText([new RegExp(`${tag} Usher rota`)]);
  await admin.close();
});

test("screenshots of the vault and resource management at desktop and phone widths", async ({
  browser,
  baseURL,
}) => {
  const context = await offlineContext(browser, baseURL);
  await signInAsAdmin(context, baseURL!);
  const page = await context.newPage();
  for (const [name, width] of [
    ["1440", 1440],
    ["390", 390],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/resources");
    await expect(counter(page)).toBeVisible();
    await page.screenshot({ path: `/tmp/resources-vault-${name}.png`, fullPage: true });
    await page.screenshot({ path: `/tmp/resources-vault-top-${name}.png` });
    await pagination(page).screenshot({ path: `/tmp/resources-pagination-${name}.png` });
    await page.getByRole("button", { name: "Submit a Resource" }).click();
    await page
      .getByRole("dialog", { name: "Submit a Resource" })
      .getByRole("button", { name: "Submit for Approval" })
      .click();
    await page.screenshot({ path: `/tmp/resources-submit-${name}.png` });
    await page.keyboard.press("Escape");
    await page.goto("/admin/resources");
    await expect(page.getByRole("heading", { name: "Resource Management" })).toBeVisible();
    await expect(page.getByRole("article").first()).toBeVisible();
    await page.screenshot({ path: `/tmp/resources-admin-${name}.png`, fullPage: true });
    await page.screenshot({ path: `/tmp/resources-admin-top-${name}.png` });
  }
  await context.close();
});
