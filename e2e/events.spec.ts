import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { signInAsAdmin } from "./fixtures/session.ts";
import { openWithSettledTotal } from "./fixtures/totals.ts";
import { world } from "./fixtures/world.ts";

interface PublicEvent {
  id: number;
  title: string;
  type: string;
  location: string;
  church: { id: number; name: string };
}

const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A date `days` from now, far enough ahead that the server's time zone cannot make it "past". */
function futureDate(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return date.toISOString().slice(0, 10);
}

async function createEvent(request: APIRequestContext, baseURL: string, data: Record<string, unknown>) {
  const response = await request.post("/api/events", {
    data: {
      type: "fellowship",
      startDate: futureDate(20),
      location: "Fellowship Hall",
      churchId: world().hostChurch.id,
      ...data,
    },
    headers: { origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as PublicEvent;
}

async function publicEvents(request: APIRequestContext): Promise<PublicEvent[]> {
  return (await (await request.get("/api/events")).json()) as PublicEvent[];
}

const cards = (page: Page) => page.getByTestId("event-card");
const counter = (page: Page) => page.getByTestId("events-count");
const search = (page: Page) => page.getByPlaceholder("Search events...");
const typeFilter = (page: Page) => page.getByRole("combobox", { name: "Event type" });

async function openEventsPage(page: Page) {
  await page.goto("/events");
  await expect(cards(page).first()).toBeVisible();
}

test("the type filter offers the types present and narrows the list", async ({ page, request }) => {
  const events = await publicEvents(request);
  const conferences = events.filter((event) => event.type === "conference").length;
  expect(conferences).toBeGreaterThan(0);
  const total = await openWithSettledTotal(
    page,
    "/events",
    counter(page),
    async () => (await publicEvents(request)).length,
  );

  const options = await typeFilter(page).locator("option").allTextContents();
  expect(options[0]).toBe("All Types");
  expect(options).toContain("Conferences");
  expect(options.length).toBe(1 + new Set(events.map((event) => event.type)).size);

  await typeFilter(page).selectOption({ label: "Conferences" });
  await expect(counter(page)).toHaveText(`Showing ${Math.min(conferences, 6)} of ${conferences} events`);
  await expect(cards(page)).toHaveCount(Math.min(conferences, 6));
  for (const badge of await cards(page).getByTestId("event-type-badge").allTextContents()) {
    expect(badge).toBe("Conferences");
  }
  await typeFilter(page).selectOption({ label: "All Types" });
  await expect(counter(page)).toHaveText(`Showing 6 of ${total} events`);
});

test("the search matches the host church name, ignoring case, and Clear Filters resets it", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  // Its own host church and events: a name no other event carries, so the counts are the test's alone.
  const admin = await browser.newContext({ baseURL });
  await signInAsAdmin(admin, baseURL!);
  const host = unique("Searchable Chapel");
  const created = await admin.request.post("/api/admin/churches", {
    data: { name: host, address: "3 Elm St", city: "Ames", state: "IA", zipCode: "50010" },
    headers: { origin: baseURL! },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const churchId = ((await created.json()) as { id: number }).id;
  await createEvent(admin.request, baseURL!, { title: unique("Potluck"), churchId });
  await createEvent(admin.request, baseURL!, { title: unique("Hymn sing"), churchId });
  await admin.close();

  const total = await openWithSettledTotal(
    page,
    "/events",
    counter(page),
    async () => (await publicEvents(request)).length,
  );
  await search(page).fill(host.toUpperCase());
  await expect(counter(page)).toHaveText("Showing 2 of 2 events");
  await expect(cards(page)).toHaveCount(2);
  for (const card of await cards(page).all()) await expect(card).toContainText(host);

  await search(page).fill("no event is called this zzzz");
  await expect(page.getByText("No events found matching your criteria.")).toBeVisible();
  await expect(counter(page)).toHaveText("Showing 0 of 0 events");
  await page.getByRole("button", { name: "Clear Filters" }).click();
  await expect(search(page)).toHaveValue("");
  await expect(counter(page)).toHaveText(`Showing 6 of ${total} events`);
});

test("Load More Events shows six more each time until all are shown", async ({ page, request }) => {
  const total = await openWithSettledTotal(
    page,
    "/events",
    counter(page),
    async () => (await publicEvents(request)).length,
  );
  expect(total).toBeGreaterThan(6);
  await expect(cards(page)).toHaveCount(6);
  await expect(counter(page)).toHaveText(`Showing 6 of ${total} events`);

  const loadMore = page.getByRole("button", { name: "Load More Events" });
  for (let shown = 6; shown < total; shown += 6) {
    await loadMore.click();
    const next = Math.min(shown + 6, total);
    await expect(cards(page)).toHaveCount(next);
    await expect(counter(page)).toHaveText(`Showing ${next} of ${total} events`);
  }
  await expect(loadMore).toHaveCount(0);
});

test("the details dialog shows every fact and the right call to action", async ({
  page,
  context,
  baseURL,
}) => {
  await signInAsAdmin(context, baseURL!);
  const withLink = await createEvent(context.request, baseURL!, {
    title: unique("Supper with link"),
    description: "A long table, good bread and better company.",
    type: "special",
    startDate: futureDate(30),
    endDate: futureDate(32),
    time: "6:00 PM",
    capacity: 150,
    registrationRequired: true,
    callToActionText: "Reserve a seat",
    callToActionUrl: "https://forms.example.org/supper",
  });
  const registerOnly = await createEvent(context.request, baseURL!, {
    title: unique("Retreat to register"),
    type: "workshop",
    allDay: true,
    registrationRequired: true,
  });
  const plain = await createEvent(context.request, baseURL!, { title: unique("Open house") });

  await page.setViewportSize({ width: 1440, height: 900 });
  await openEventsPage(page);
  await search(page).fill(withLink.title);
  await expect(cards(page)).toHaveCount(1);
  const card = cards(page).first();
  await expect(card).toContainText("Special Events");
  await expect(card).toContainText("Registration Required");
  await expect(card).toContainText("6:00 PM");
  await expect(card).toContainText("Capacity: 150");
  await expect(card.getByRole("link", { name: "Add to calendar" })).toHaveAttribute(
    "href",
    `/api/events/${withLink.id}/ics`,
  );
  await page.screenshot({ path: "/tmp/events-card-1440.png", fullPage: true });

  await card.getByRole("button", { name: "View Details" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: withLink.title })).toBeVisible();
  for (const label of ["Date", "Time", "Host Church", "Location", "Capacity"]) {
    await expect(dialog.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(dialog).toContainText("150 attendees");
  await expect(dialog).toContainText(withLink.church.name);
  await expect(dialog).toContainText("A long table, good bread and better company.");
  const cta = dialog.getByRole("link", { name: "Reserve a seat" });
  await expect(cta).toHaveAttribute("href", "https://forms.example.org/supper");
  await expect(cta).toHaveAttribute("target", "_blank");
  await expect(dialog.getByRole("link", { name: "Register" })).toHaveCount(0);
  await page.screenshot({ path: "/tmp/events-dialog-1440.png" });
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);

  await search(page).fill(registerOnly.title);
  await expect(cards(page).first()).toContainText("All Day");
  await expect(cards(page).first()).toContainText("Workshop");
  await cards(page).first().getByRole("button", { name: "View Details" }).click();
  await expect(page.getByRole("dialog").getByRole("link", { name: "Register" })).toBeVisible();
  await expect(page.getByRole("dialog").getByRole("link", { name: "Reserve a seat" })).toHaveCount(0);
  await page.keyboard.press("Escape");

  await search(page).fill(plain.title);
  await cards(page).first().getByRole("button", { name: "View Details" }).click();
  await expect(page.getByRole("dialog").getByRole("heading", { name: plain.title })).toBeVisible();
  await expect(page.getByRole("dialog").getByRole("link", { name: "Register" })).toHaveCount(0);
  await expect(page.getByRole("dialog").getByText("Capacity", { exact: true })).toHaveCount(0);

  const ics = await context.request.get(`/api/events/${plain.id}/ics`);
  expect(ics.headers()["content-type"]).toContain("text/calendar");
  expect(await ics.text()).toContain(`SUMMARY:${plain.title}`);
});

test("an administrator creates, edits and deletes an event, and the public list follows", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(context, baseURL!);
  const title = unique("Harvest Supper");
  const renamed = `${title} (moved)`;
  const date = futureDate(40);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/admin/events");
  await expect(page.getByRole("heading", { name: "Event Management" })).toBeVisible();
  await expect(page.getByTestId("admin-event-list")).toBeVisible();

  await page.getByRole("button", { name: "Add Event" }).click();
  const form = page.getByRole("dialog", { name: "Add Event" });
  await form.getByRole("button", { name: "Create Event" }).click();
  await expect(form.getByText("Title is required")).toBeVisible();
  await expect(form.getByText("Please select a church")).toBeVisible();

  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Description").fill("Bring a dish to share.");
  await form.getByLabel("Type").selectOption("fellowship");
  const hostSelect = form.getByLabel("Host Church");
  await expect(hostSelect.locator("option")).not.toHaveCount(1);
  const hostOption = hostSelect.locator("option").nth(1);
  const hostName = (await hostOption.textContent())!.replace(/ \(.*\)$/, "");
  await hostSelect.selectOption({ index: 1 });
  await form.getByLabel("Start Date").fill(date);
  await form.getByLabel("Time").fill("6:00 PM");
  await form.getByLabel("Location").fill("Fellowship Hall");
  await form.getByLabel("Capacity").fill("80");
  await form.getByLabel("Call to Action URL").fill("javascript:alert(1)");
  await form.getByRole("button", { name: "Create Event" }).click();
  await expect(form.getByText("Please enter a valid URL")).toBeVisible();
  await form.getByLabel("Call to Action URL").fill("");
  await page.screenshot({ path: "/tmp/events-admin-form-1440.png" });

  // The server's own refusal (here a host church that vanished meanwhile) reaches the toast and the field.
  await page.route(
    "**/trpc/events.create**",
    async (route) => {
      const body = JSON.parse(route.request().postData() ?? "{}") as Record<string, Record<string, unknown>>;
      body["0"]!.churchId = 987_654;
      await route.continue({ postData: JSON.stringify(body) });
    },
    { times: 1 },
  );
  await form.getByRole("button", { name: "Create Event" }).click();
  // The server's message lands beside its field, and only there (no generic toast repeating it).
  await expect(form.getByText("Host church not found")).toBeVisible();
  await expect(
    page.locator("[data-scope=toast][data-part=root]").filter({ hasText: "Host church not found" }),
  ).toHaveCount(0);
  await hostSelect.selectOption({ index: 1 });

  await form.getByRole("button", { name: "Create Event" }).click();
  await expect(page.getByText("Event created")).toBeVisible();
  await expect(form).toHaveCount(0);
  const row = page.getByRole("article", { name: title });
  await expect(row).toContainText(hostName);
  await expect(row).toContainText("6:00 PM");
  await page.screenshot({ path: "/tmp/events-admin-1440.png", fullPage: true });

  await page.goto("/events");
  await search(page).fill(title);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText("Capacity: 80");

  await page.goto("/admin/events");
  await page.getByRole("article", { name: title }).getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Event" });
  await expect(edit.getByLabel("Title")).toHaveValue(title);
  await expect(edit.getByLabel("Time")).toHaveValue("6:00 PM");
  await edit.getByLabel("Title").fill(renamed);
  await edit.getByText("All day event").click();
  await expect(edit.getByLabel("Time")).toBeDisabled();
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Event updated")).toBeVisible();
  await expect(page.getByRole("article", { name: renamed })).toContainText("All Day");

  await page.goto("/events");
  await search(page).fill(title);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(renamed);
  await expect(cards(page).first()).toContainText("All Day");

  await page.goto("/admin/events");
  await page.getByRole("article", { name: renamed }).getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete event?" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Event deleted")).toBeVisible();
  await expect(page.getByRole("article", { name: renamed })).toHaveCount(0);

  await page.goto("/events");
  await expect(cards(page).first()).toBeVisible();
  await search(page).fill(title);
  await expect(page.getByText("No events found matching your criteria.")).toBeVisible();
});

test("the events section reads well on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openEventsPage(page);
  const box = await cards(page).first().boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
  await page.screenshot({ path: "/tmp/events-390.png" });
  await cards(page).first().getByRole("button", { name: "View Details" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.screenshot({ path: "/tmp/events-dialog-390.png" });
});

test("an administrator's list and form read well on a phone", async ({ page, context, baseURL }) => {
  await signInAsAdmin(context, baseURL!);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin/events");
  await expect(page.getByTestId("admin-event-list")).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
  await page.screenshot({ path: "/tmp/events-admin-390.png" });
  await page.getByRole("button", { name: "Add Event" }).click();
  await expect(page.getByRole("dialog", { name: "Add Event" })).toBeVisible();
  await page.screenshot({ path: "/tmp/events-admin-form-390.png" });
});

test("the header marks Upcoming Events as the current page on /events, and nothing else", async ({
  page,
}) => {
  await page.goto("/events");
  const nav = page.getByRole("banner").getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Upcoming Events" })).toHaveAttribute("aria-current", "page");
  await expect(nav.locator("[aria-current=page]")).toHaveCount(1);
});
