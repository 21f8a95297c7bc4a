import { expect, test } from "./fixtures/weekly-services.ts";

// Issue 41 deliverable 6: calendars are subscribed to (webcal://), with "Add to Google Calendar" beside.

test("a church page and the events page offer webcal and Google Calendar subscriptions", async ({
  page,
  lincolnPark,
}) => {
  test.setTimeout(90_000);
  const church = lincolnPark;

  await page.goto(`/church/${church.id}`);
  const links = page.getByTestId("calendar-links");
  const subscribe = links.getByRole("link", { name: `Subscribe to ${church.name}'s weekly services` });
  const host = new URL(page.url()).host;
  const webcal = `webcal://${host}/api/churches/${church.id}/services.ics`;
  await expect(subscribe).toHaveAttribute("href", webcal);
  await expect(subscribe).toHaveText("Subscribe");
  const google = links.getByRole("link", {
    name: `Add to Google Calendar: ${church.name}'s weekly services`,
  });
  await expect(google).toHaveAttribute(
    "href",
    `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`,
  );
  await expect(google).toHaveText("Add to Google Calendar");
  // The link's feed answers as a calendar.
  const feed = await page.request.get(`/api/churches/${church.id}/services.ics`);
  expect(feed.headers()["content-type"]).toContain("text/calendar");
  expect(await feed.text()).toContain("RRULE:FREQ=");
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await links
      .locator("xpath=ancestor::*[3]")
      .screenshot({ path: test.info().outputPath(`calendar-links-${width}.png`) });
  }

  await page.goto(`/es/church/${church.id}`);
  const spanish = page.getByTestId("calendar-links");
  await expect(spanish.getByRole("link", { name: /^Suscribirse a los servicios semanales/ })).toHaveAttribute(
    "href",
    `${webcal}?lang=es`,
  );
  await expect(spanish.getByRole("link", { name: /Google Calendar/ })).toHaveText("Añadir a Google Calendar");

  await page.goto("/events");
  const events = page.getByTestId("calendar-links");
  await expect(events.getByRole("link", { name: "Subscribe to calendar" })).toHaveAttribute(
    "href",
    `webcal://${host}/api/events.ics`,
  );
  await expect(
    events.getByRole("link", { name: "Add to Google Calendar: the events calendar" }),
  ).toHaveAttribute(
    "href",
    `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(`webcal://${host}/api/events.ics`)}`,
  );
});
