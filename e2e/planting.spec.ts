import { expect, test } from "@playwright/test";
import { expectLoggedOutNotice } from "./fixtures/logged-out.ts";
import { signInAsAdmin } from "./fixtures/session.ts";

const run = Date.now().toString(36);
const requestor = { name: `Ruth Planter ${run}`, email: `ruth.${run}@example.test` };
const candidate = { first: "Samuel", last: `Okafor${run}`, email: `samuel.${run}@example.test` };

test.describe.configure({ mode: "serial" });

test("a visitor requests a church plant", async ({ page }) => {
  await page.goto("/church-plant-request");
  await expect(page.getByRole("heading", { name: "Request a Church Plant" })).toBeVisible();

  // The shared schema checks the starred fields before anything is sent.
  await page.getByRole("button", { name: "Submit Request" }).click();
  await expect(page.getByText("Your name is required")).toBeVisible();
  await expect(page.getByText("City is required")).toBeVisible();

  await page.getByLabel("Your Name").fill(requestor.name);
  await page.getByLabel("Email Address").fill(requestor.email);
  await expect(page.getByLabel("Email Address")).toHaveAttribute("type", "email");
  await page.getByLabel("Phone Number").fill("712-555-0101");
  await page.getByRole("textbox", { name: "City", exact: true }).fill("Spencer");
  const state = page.getByLabel("State");
  await expect(state.locator("option")).toHaveCount(51);
  await state.selectOption("IA");
  await page.getByLabel("City Population (approx.)").fill("11300");
  await page.getByLabel("Preferred Timeline").selectOption("Short-term (6-12 months)");
  await page
    .getByLabel("Why does your community need a new church?")
    .fill("The east side has grown and has no church.");
  await page.getByLabel("Specific Community Needs").fill("Young families and shift workers");
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: "/tmp/planting-request-form-1440.png", fullPage: true });

  // A failed send keeps the form and says why.
  await page.route("**/trpc/planting.create**", (route) => route.abort());
  await page.getByRole("button", { name: "Submit Request" }).click();
  await expect(page.getByText("Submission Failed")).toBeVisible();
  await expect(page.getByLabel("Your Name")).toHaveValue(requestor.name);
  await page.unroute("**/trpc/planting.create**");

  await page.getByRole("button", { name: "Submit Request" }).click();
  await expect(page.getByRole("heading", { name: "Request Submitted!" })).toBeVisible();
  await expect(page.getByText("Request Submitted Successfully")).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
});

test("a visitor applies as a pastoral candidate", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/pastoral-candidate");
  await expect(page.getByRole("heading", { name: "Pastoral Candidate Application" })).toBeVisible();
  for (const section of [
    "Personal Information",
    "Ministry Background",
    "Education & Training",
    "Ministry Experience",
    "Preferences & Availability",
    "References & Personal Statement",
    "Submission Information",
  ]) {
    await expect(page.getByRole("heading", { name: section })).toBeVisible();
  }

  await page.getByLabel("First Name").fill(candidate.first);
  await page.getByLabel("Last Name").fill(candidate.last);
  await page.getByLabel("Email Address").fill(candidate.email);
  await page.getByRole("spinbutton", { name: "Age", exact: true }).fill("38");
  await page.getByLabel("Marital Status").selectOption("Married");
  await expect(page.getByLabel("Number of Children")).toHaveCount(0);
  await page.getByText("Do you have children?").click();
  await page.getByLabel("Number of Children").fill("2");
  await page.getByLabel("Years in Ministry").fill("9");
  await page.getByLabel("Geographic Preferences").fill("Small towns in northwest Iowa");
  await page.getByLabel("Community Type Preference").selectOption("Rural");
  await page.getByRole("combobox", { name: "Availability" }).selectOption("3-6 months");
  await page.screenshot({ path: "/tmp/planting-candidate-form-390.png", fullPage: true });

  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByRole("heading", { name: "Application Submitted!" })).toBeVisible();
  await expect(page.getByText("Application Submitted Successfully")).toBeVisible();
  await page.screenshot({ path: "/tmp/planting-candidate-success-390.png", fullPage: true });
});

test("an administrator approves the candidate, matches it and emails both", async ({ page, baseURL }) => {
  await signInAsAdmin(page, baseURL!);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/admin/church-planting");
  await expect(page.getByRole("heading", { name: "Church Planting Management" })).toBeVisible();
  await expect(page.getByRole("tab", { name: /Plant Requests/ })).toBeVisible();

  // The request shows on the list with its distance to the nearest church.
  const request = page.getByTestId("plant-request").filter({ hasText: requestor.name });
  await expect(request).toBeVisible();
  await expect(request.getByText(/Nearest church: [\d.,]+ mi/)).toBeVisible();
  await expect(page.getByTestId("planting-map")).toHaveAttribute("data-map-ready", "true", {
    timeout: 20_000,
  });
  await page.screenshot({ path: "/tmp/planting-admin-requests-1440.png", fullPage: true });

  await page.getByRole("tab", { name: /Pastoral Candidates/ }).click();
  const applicant = page.getByTestId("pastoral-candidate").filter({ hasText: candidate.last });
  await expect(applicant.getByText("Pending", { exact: true })).toBeVisible();
  await page.screenshot({ path: "/tmp/planting-admin-candidates-1440.png", fullPage: true });
  await applicant.getByRole("button", { name: `Approve ${candidate.first} ${candidate.last}` }).click();
  await expect(applicant.getByText("Approved", { exact: true })).toBeVisible();

  await page.getByRole("tab", { name: /Plant Requests/ }).click();
  await request.getByRole("button", { name: "View" }).click();
  await expect(
    page.getByRole("dialog").getByText("The east side has grown and has no church."),
  ).toBeVisible();
  await page.screenshot({ path: "/tmp/planting-admin-detail-1440.png" });
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await request.getByRole("button", { name: "Match a candidate" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Spencer, IA").first()).toBeVisible();
  const option = dialog.getByTestId("match-candidate").filter({ hasText: candidate.last });
  await expect(option.getByText("Small towns in northwest Iowa")).toBeVisible();
  await expect(option.getByText("Prefers this area")).toBeVisible();
  await page.screenshot({ path: "/tmp/planting-admin-match-1440.png" });
  await option.getByRole("button", { name: `Match ${candidate.first} ${candidate.last}` }).click();

  // A successful match lands on the Connections tab.
  await expect(page.getByRole("tab", { name: /Connections/, selected: true })).toBeVisible();
  const connection = page.getByTestId("connection").filter({ hasText: candidate.last });
  await expect(connection.getByText("Spencer, IA")).toBeVisible();
  await expect(connection.getByText(requestor.name)).toBeVisible();
  const href = await connection.getByRole("link", { name: "Email Both" }).getAttribute("href");
  expect(href).toMatch(
    new RegExp(
      `^mailto:${requestor.email.replace(".", "\\.")}\\?cc=${candidate.email.replace(".", "\\.")}&subject=`,
    ),
  );
  expect(new URL(href!).searchParams.get("subject")).toContain("Spencer, IA");
  await page.screenshot({ path: "/tmp/planting-admin-connections-1440.png", fullPage: true });

  // The request is no longer offered for matching.
  await page.getByRole("tab", { name: /Plant Requests/ }).click();
  await expect(request.getByRole("combobox", { name: /^Status of the request/ })).toHaveValue("matched");
  await expect(request.getByRole("button", { name: "Match a candidate" })).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "/tmp/planting-admin-requests-390.png", fullPage: true });
  await page.getByRole("tab", { name: /Connections/ }).click();
  await page.screenshot({ path: "/tmp/planting-admin-connections-390.png", fullPage: true });
  await page.getByRole("tab", { name: /Plant Requests/ }).click();
  await request.getByRole("button", { name: "View" }).click();
  await expect(page.getByRole("dialog").getByText(candidate.last)).toBeVisible();
  await page.screenshot({ path: "/tmp/planting-admin-detail-390.png" });
});

test("a visitor cannot see the church-planting screen's data", async ({ page, request }) => {
  const response = await request.get("/api/church-plant-requests");
  expect(response.status()).toBe(401);
  await expectLoggedOutNotice(page, "/admin/church-planting");
});
