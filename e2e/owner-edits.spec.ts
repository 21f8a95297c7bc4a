import { type APIRequestContext, expect, test } from "@playwright/test";
import { E2E_ADMIN } from "./fixtures/accounts.ts";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface OwnerChurch {
  id: number;
  name: string;
  description: string | null;
  website: string | null;
}

async function ownChurch(request: APIRequestContext): Promise<OwnerChurch> {
  const response = await request.get("/api/user/church");
  expect(response.ok()).toBe(true);
  return (await response.json()) as OwnerChurch;
}

test("an owner's edits of a listed church wait on the dashboard, flagged, until reviewed field by field", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  const name = `Maple Street Chapel ${unique()}`;
  const form = {
    name,
    address: "1 Maple St",
    city: "Ames",
    state: "IA",
    zipCode: "50010",
    description: "Worship every Sunday at ten.",
  };

  // An owner with a church an administrator has approved.
  const owner = await browser.newContext();
  const registered = await owner.request.post("/api/auth/register-church", {
    data: {
      email: `owner-${unique()}@example.test`,
      password: "a long enough password",
      firstName: "Olive",
      lastName: "Owner",
      churchData: form,
    },
    headers: { origin },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const church = await ownChurch(owner.request);

  const admin = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const login = await admin.request.post("/api/auth/login", { data: E2E_ADMIN, headers: { origin } });
  expect(login.ok()).toBe(true);
  const approved = await admin.request.put(`/api/admin/churches/${church.id}/approve`, {
    headers: { origin },
  });
  expect(approved.ok()).toBe(true);

  // A phishing website, then a trivial edit on top: both live at once, as before.
  const phishing = "https://maple-street-giving.example";
  for (const data of [
    { ...form, website: phishing },
    { ...form, website: phishing, description: "Worship every Sunday at ten thirty." },
  ]) {
    const saved = await owner.request.put("/api/user/church", { data, headers: { origin } });
    expect(saved.ok(), await saved.text()).toBe(true);
  }

  const page = await admin.newPage();
  await page.goto("/admin");
  const section = page.getByRole("region", { name: "Owner Edits to Review" });
  await section.getByRole("searchbox", { name: "Search owner edits by church" }).fill(name);
  const row = section.getByRole("listitem").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("2 edits");
  await expect(row).toContainText("Contact details changed");
  await expect(row).toContainText(phishing);
  await expect(row).toContainText("Worship every Sunday at ten thirty.");
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "/tmp/owner-edits-1366.png" });
  await section.screenshot({ path: "/tmp/owner-edits-1366-section.png" });

  await page.setViewportSize({ width: 390, height: 844 });
  await section.scrollIntoViewIfNeeded();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: "/tmp/owner-edits-390.png" });
  await section.screenshot({ path: "/tmp/owner-edits-390-section.png" });

  // Reverting asks first: cancelling changes nothing.
  await row.getByRole("button", { name: `Revert every change of ${name}` }).click();
  const dialog = page.getByRole("alertdialog", { name: "Revert every change?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  expect(await ownChurch(owner.request)).toMatchObject({ website: phishing });

  // One field, from the keyboard: the website goes back, the description stays for review.
  const revertWebsite = row.getByRole("button", { name: `Revert Website of ${name}` });
  await revertWebsite.focus();
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("alertdialog", { name: "Revert Website?" });
  await expect(confirm).toContainText(phishing);
  await page.screenshot({ path: "/tmp/owner-edits-390-confirm.png" });
  await confirm.getByRole("button", { name: "Revert", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Change reverted" }).first()).toBeVisible();
  // The edit that set the website is reverted in full, so reviewed: the description's edit is left.
  await expect(row).not.toContainText(phishing);
  await expect(row).toContainText("1 edit");
  await expect(row).not.toContainText("Contact details changed");
  expect(await ownChurch(owner.request)).toMatchObject({
    website: null,
    description: "Worship every Sunday at ten thirty.",
  });
  await section.screenshot({ path: "/tmp/owner-edits-390-reverted.png" });

  // Accepting the rest ends the review: the church leaves the list.
  await row.getByRole("button", { name: `Accept the edits of ${name}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "Edits accepted" }).first()).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(section).toContainText("No church matches your search");
  expect(await ownChurch(owner.request)).toMatchObject({
    description: "Worship every Sunday at ten thirty.",
  });
  await owner.close();
  await admin.close();
});
