import { type APIRequestContext, expect, test } from "@playwright/test";
import { E2E_ADMIN } from "./fixtures/accounts.ts";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface OwnerChurch {
  id: number;
  name: string;
  description: string | null;
}

async function ownChurch(request: APIRequestContext): Promise<OwnerChurch> {
  const response = await request.get("/api/user/church");
  expect(response.ok()).toBe(true);
  return (await response.json()) as OwnerChurch;
}

test("an owner's edit of a listed church appears on the dashboard and is reverted with one click", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  const original = `Maple Street Chapel ${unique()}`;
  const edited = `Maple Street Mega Sale ${unique()}`;

  // An owner with a church an administrator has approved.
  const owner = await browser.newContext();
  const registered = await owner.request.post("/api/auth/register-church", {
    data: {
      email: `owner-${unique()}@example.test`,
      password: "a long enough password",
      firstName: "Olive",
      lastName: "Owner",
      churchData: {
        name: original,
        address: "1 Maple St",
        city: "Ames",
        state: "IA",
        zipCode: "50010",
        description: "Worship every Sunday at ten.",
      },
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

  // The owner's edit goes live at once, as before.
  const saved = await owner.request.put("/api/user/church", {
    data: {
      name: edited,
      address: "1 Maple St",
      city: "Ames",
      state: "IA",
      zipCode: "50010",
      description: "Everything must go: visit our sponsor.",
    },
    headers: { origin },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  expect((await ownChurch(owner.request)).name).toBe(edited);

  const page = await admin.newPage();
  await page.goto("/admin");
  const section = page.getByRole("region", { name: "Recent Owner Edits" });
  const row = section.getByRole("listitem").filter({ hasText: edited });
  await expect(row).toBeVisible();
  await expect(row).toContainText("Church name");
  await expect(row).toContainText(original);
  await expect(row).toContainText("Everything must go: visit our sponsor.");
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "/tmp/owner-edits-1366.png" });
  await section.screenshot({ path: "/tmp/owner-edits-1366-section.png" });

  await page.setViewportSize({ width: 390, height: 844 });
  await section.scrollIntoViewIfNeeded();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: "/tmp/owner-edits-390.png" });
  await section.screenshot({ path: "/tmp/owner-edits-390-section.png" });

  // One click, from the keyboard.
  const revert = row.getByRole("button", { name: `Revert this edit of ${edited}` });
  await revert.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Edit reverted" }).first()).toBeVisible();
  const revertedRow = section.getByRole("listitem").filter({ hasText: original });
  await expect(revertedRow.getByText("Reverted", { exact: true })).toBeVisible();
  await expect(revertedRow.getByText(/Reverted by /)).toBeFocused();
  await expect(revertedRow.getByRole("button", { name: /Revert/ })).toHaveCount(0);

  expect(await ownChurch(owner.request)).toMatchObject({
    name: original,
    description: "Worship every Sunday at ten.",
  });
  await expect(page.getByRole("region", { name: "Recent Activity" })).toContainText(
    `Reverted an owner edit of church "${original}"`,
  );
  await section.screenshot({ path: "/tmp/owner-edits-390-reverted.png" });
  await owner.close();
  await admin.close();
});
