/**
 * Listings that stay true (issue 42, docs/product/freshness.md): a visitor on a phone reports wrong service
 * times; the owner opens the mail's link, fixes the times; the report closes; the page says "Confirmed by the
 * church today".
 */
import { type Browser, expect, test } from "@playwright/test";
import { E2E_ADMIN } from "./fixtures/accounts.ts";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * An owner's church, registered and approved by an administrator (the approval is the listing's first
 * confirmation, by the administrators): the owner's and the administrator's browser contexts, and the church.
 */
async function approvedChurch(
  browser: Browser,
  baseURL: string,
  owner: { email: string; firstName: string; name: string; address: string },
) {
  const origin = new URL(baseURL).origin;
  const ownerContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const registered = await ownerContext.request.post("/api/auth/register-church", {
    data: {
      email: owner.email,
      password: "a long enough password",
      firstName: owner.firstName,
      lastName: "Owner",
      churchData: { name: owner.name, address: owner.address, city: "Ames", state: "IA", zipCode: "50010" },
    },
    headers: { origin },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const church = (await (await ownerContext.request.get("/api/user/church")).json()) as { id: number };
  const admin = await browser.newContext();
  expect((await admin.request.post("/api/auth/login", { data: E2E_ADMIN, headers: { origin } })).ok()).toBe(
    true,
  );
  const approved = await admin.request.put(`/api/admin/churches/${church.id}/approve`, {
    headers: { origin },
  });
  expect(approved.ok()).toBe(true);
  return { owner: ownerContext, admin, church };
}

test("a visitor reports wrong times on a phone; the owner fixes them from the mail; the report closes", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const name = `Juniper Hill Church ${unique()}`;
  const ownerEmail = `owner-${unique()}@example.test`;

  // An owner whose church an administrator approved (the approval is the listing's first confirmation).
  const { owner, admin, church } = await approvedChurch(browser, baseURL!, {
    email: ownerEmail,
    firstName: "Olive",
    name,
    address: "1 Juniper St",
  });

  // A visitor on a phone: "Something wrong?", the service times.
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const phone = await visitor.newPage();
  await phone.goto(`/church/${church.id}`);
  await expect(phone.getByRole("heading", { level: 1, name })).toBeVisible();
  // The line comes with the app, which a phone runs on the visitor's first act (decision 025): a scroll.
  await phone.mouse.wheel(0, 40);
  await expect(phone.getByTestId("confirmed-on")).toContainText(
    "Confirmed by the directory's administrators today",
  );
  await phone.getByRole("button", { name: "Something wrong?" }).click();
  const dialog = phone.getByRole("dialog", { name: "Report a problem" });
  await expect(dialog).toBeVisible();
  await dialog.getByText("The service times are wrong").click();
  await dialog.getByLabel("Comment (optional)").fill("Sunday worship moved to 9:00 AM.");
  await phone.screenshot({ path: "/tmp/B-shots/report-390.png" });
  await dialog.getByRole("button", { name: "Send the report" }).click();
  await expect(phone.getByText("Your report was sent.")).toBeVisible();
  await expect(dialog).toBeHidden();

  // The owner's mail names the problem and links to the editor, service times first.
  const mails = (await (
    await owner.request.get(`/api/test/outbox?to=${encodeURIComponent(ownerEmail)}`)
  ).json()) as Array<{ subject: string; text: string }>;
  const mail = mails.find((each) => each.subject.includes("reported a problem"));
  expect(mail?.text).toContain("The service times are wrong");
  const link = /https?:\/\/\S+\/profile\?edit=services/.exec(mail?.text ?? "")?.[0];
  expect(link).toBeTruthy();

  const ownerPage = await owner.newPage();
  await ownerPage.goto(new URL(link!).pathname + new URL(link!).search);
  const times = ownerPage.getByLabel("Service Times");
  await expect(times).toBeVisible();
  // The service times come first, above the photo and the church's other fields.
  const above = await times.evaluate(
    (box) =>
      box.compareDocumentPosition(document.querySelector('input[name="name"]')!) &
      Node.DOCUMENT_POSITION_FOLLOWING,
  );
  expect(above).toBeTruthy();
  await times.fill("Sunday 9:00 AM");
  await ownerPage.getByRole("button", { name: "Save Changes" }).click();
  await expect(ownerPage.getByRole("button", { name: "Save Changes" })).toBeHidden();

  // The report closed with the fix, and the page says who confirmed it.
  const openFor = async () => {
    const reports = await admin.request.get("/trpc/freshness.reports");
    expect(reports.ok()).toBe(true);
    const open = ((await reports.json()) as { result: { data: Array<{ churchId: number }> } }).result.data;
    return open.filter((report) => report.churchId === church.id).length;
  };
  await expect.poll(openFor, { timeout: 20_000 }).toBe(0);
  await phone.reload();
  await expect(phone.getByTestId("confirmed-on")).toHaveText("Confirmed by the church today");
  await phone.screenshot({ path: "/tmp/B-shots/confirmed-390.png" });
});

test("an administrator sees the freshness figures and queues in Spanish and dismisses a report", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  const admin = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  expect((await admin.request.post("/api/auth/login", { data: E2E_ADMIN, headers: { origin } })).ok()).toBe(
    true,
  );
  // A report of its own to dismiss, on the first listed church.
  const listed = (await (await admin.request.get("/trpc/churches.list")).json()) as {
    result: { data: { items: Array<{ id: number }> } };
  };
  const church = listed.result.data.items[0]!;
  const comment = `Cerrada desde hace años ${unique()}`;
  const sent = await admin.request.post("/trpc/freshness.report", {
    data: { churchId: church.id, kind: "closed", comment },
    headers: { origin },
  });
  expect(sent.ok(), await sent.text()).toBe(true);

  const page = await admin.newPage();
  await page.goto("/es/admin");
  await expect(page.getByRole("region", { name: "Actualidad" })).toBeVisible();
  await expect(page.getByTestId("freshness-figures")).toContainText("Confirmadas en los últimos 12 meses");
  const reports = page.getByRole("region", { name: "Informes de visitantes" });
  await expect(reports).toContainText(comment);
  await expect(page.getByRole("region", { name: "Fichas por reconfirmar" })).toBeVisible();
  await reports.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "/tmp/B-shots/admin-es-1366.png" });

  const row = reports.getByRole("listitem").filter({ hasText: comment });
  await row.getByRole("button", { name: "Descartar" }).click();
  await row.getByRole("textbox", { name: "¿Por qué se descarta?" }).fill("La iglesia sigue abierta.");
  await row.getByRole("button", { name: "Descartar el informe" }).click();
  await expect(page.getByText("Informe resuelto")).toBeVisible();
  await expect(reports).not.toContainText(comment);
});

test("every directory card says when its listing was confirmed, unopened and without a request of its own", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const name = `Wren Meadow Church ${unique()}`;
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  // The approval is the listing's first confirmation, by the administrators.
  await approvedChurch(browser, baseURL!, {
    email: `owner-${unique()}@example.test`,
    firstName: "Wren",
    name,
    address: "2 Wren St",
  });

  for (const [path, text] of [
    ["/", "Confirmed by the directory's administrators today"],
    ["/es", "Confirmado por los administradores del directorio hoy"],
  ] as const) {
    const page = await visitor.newPage();
    // The card's line comes with the page of cards: no confirmation is asked for one church.
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("freshness.church")) asked.push(request.url());
    });
    await page.goto(`${path}?q=${encodeURIComponent(name)}`);
    // A phone runs the app on the visitor's first act (decision 025): the visitor scrolls.
    await page.mouse.wheel(0, 40);
    await page.locator("#root[data-hydrated]").waitFor({ timeout: 60_000 });
    const card = page.getByRole("article", { name });
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expect(card.getByRole("button", { pressed: false })).toBeVisible();
    await expect(card.getByTestId("confirmed-on")).toHaveText(text);
    // Every card of the list carries its line, not only this one.
    const cards = page.locator('article[id^="church-card-"]');
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await cards.locator('[data-testid="confirmed-on"]').count()).toBe(await cards.count());
    expect(asked).toEqual([]);
    await page.close();
  }
});
