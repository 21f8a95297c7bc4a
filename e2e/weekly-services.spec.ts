import { expect, test } from "./fixtures/weekly-services.ts";

// Issue 41: a church's page shows its next service, read from its old text in the church's own time zone.

test("a demo church's page says when its next service is, in English and in Spanish", async ({
  page,
  lincolnPark,
}) => {
  test.setTimeout(90_000);
  const church = lincolnPark;

  await page.goto(`/church/${church.id}`);
  const next = page.getByTestId("next-service");
  await expect(next).toContainText("Next service");
  // "Sunday 9:00 AM · Worship · in 2 days": a weekday, a clock time and how far off, whatever today is.
  await expect(next).toContainText(/(Sunday|Wednesday) \d{1,2}:\d{2} (AM|PM) · (Worship|Bible study) · /);
  // Read from the church's text and not yet confirmed by it: the text itself stays as the church wrote it.
  await expect(page.getByTestId("service-times")).toContainText("Sunday Worship: 9:00 AM & 11:00 AM");
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    // The "Service Times" card around it.
    await next
      .locator("xpath=ancestor::*[3]")
      .screenshot({ path: test.info().outputPath(`next-service-${width}.png`) });
  }

  await page.goto(`/es/church/${church.id}`);
  await expect(page.getByTestId("next-service")).toContainText("Próximo servicio");
  await expect(page.getByTestId("next-service")).toContainText(/(domingo|miércoles) \d{1,2}:\d{2}/);
});
