import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, type Page, test } from "@playwright/test";

// Issue 44, item 3: the embeddable finder on a page from another site that sends a strict Content-Security-Policy,
// in Spanish with a highlighted church; and the "Put the finder on your site" page. Screenshots for review go to
// test-results/embed-*.png.

interface Listed {
  id: number;
  name: string;
}

/**
 * The host's policy (recorded in docs/notes/022-embeddable-finder.md#the-browser-tests-strict-host): scripts
 * and reads from our origin only, styles from the host's own files only (no 'unsafe-inline': the finder styles
 * its shadow root with a constructable stylesheet), nothing else.
 */
const hostPolicy = (app: string) =>
  [
    "default-src 'none'",
    `script-src ${app}`,
    `connect-src ${app}`,
    "style-src 'self'",
    "img-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join("; ");

/** A member church's page, served from localhost (another site than 127.0.0.1), with CSS that targets everything. */
function hostPage(app: string, churchId: number): Server {
  const html = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Iglesia amiga</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/host.css"></head>
<body><h1>Nuestra red</h1>
<church-finder data-lang="es" data-church="${churchId}"></church-finder>
<script src="${app}/embed/finder.js" async></script>
</body></html>`;
  // The host's own rules, aimed at every element the finder draws: none may reach inside it.
  const css = `body { font-family: Georgia, serif; margin: 16px; background: #fafaf5; }
h2, li, a, button, input, select, ul { color: rgb(255, 0, 0) !important; background: yellow !important; border: 5px dashed red !important; }
church-finder { --church-finder-accent: #6b21a8; }`;
  return createServer((request, response) => {
    const headers = { "content-security-policy": hostPolicy(app) };
    if (request.url === "/host.css")
      response.writeHead(200, { ...headers, "content-type": "text/css" }).end(css);
    else response.writeHead(200, { ...headers, "content-type": "text/html; charset=utf-8" }).end(html);
  });
}

/** CSP violations and errors the page reports, gathered from its first script on. */
async function watchProblems(page: Page): Promise<() => Promise<string[]>> {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return async () => [
    ...problems,
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
  ];
}

test("the finder works in Spanish on a strict-CSP page of another site, without cookies", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const app = new URL(baseURL ?? "").origin;
  const listed = ((await (await request.get("/api/churches/page?limit=20")).json()) as { items: Listed[] })
    .items;
  // A church from further down the list: the finder must bring it to the top because it is highlighted.
  const highlighted = listed.at(-1) as Listed;
  expect(listed.length).toBeGreaterThan(3);

  const server = hostPage(app, highlighted.id);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const host = `http://localhost:${(server.address() as AddressInfo).port}`;
  try {
    // A cookie of our site in the browser: the finder's requests must not carry it, and none may be set.
    await context.addCookies([{ name: "probe", value: "1", url: app, sameSite: "Lax" }]);
    const cookieProblems: string[] = [];
    page.on("request", async (sent) => {
      if (!sent.url().startsWith(app)) return;
      const headers = await sent.allHeaders();
      if (headers.cookie) cookieProblems.push(`cookie sent to ${sent.url()}`);
    });
    page.on("response", async (answer) => {
      if (!answer.url().startsWith(app)) return;
      if ((await answer.allHeaders())["set-cookie"]) cookieProblems.push(`cookie set by ${answer.url()}`);
    });
    const problems = await watchProblems(page);

    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(host);
    const finder = page.locator("church-finder");
    await expect(finder.getByRole("heading", { name: "Encuentre una iglesia" })).toBeVisible();
    await expect(finder.getByLabel("Buscar")).toBeVisible();
    await expect(finder.getByLabel("Idioma de culto")).toBeVisible();
    const items = finder.getByRole("listitem");
    await expect(items.first()).toBeVisible();
    await expect(finder.getByRole("status").first()).toHaveText(/\d+ iglesias?/);

    // The highlighted church comes first, marked.
    await expect(items.first()).toHaveAttribute("data-highlighted", "true");
    await expect(items.first().getByText("Nuestra iglesia")).toBeVisible();
    await expect(items.first().getByRole("link", { name: highlighted.name })).toBeVisible();

    // The host's CSS does not reach in: its red text and yellow backgrounds stay outside.
    const heading = finder.getByRole("heading", { name: "Encuentre una iglesia" });
    expect(await heading.evaluate((element) => getComputedStyle(element).color)).not.toBe("rgb(255, 0, 0)");
    // ...while its theming custom property does.
    const badge = items.first().getByText("Nuestra iglesia");
    expect(await badge.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      "rgb(107, 33, 168)",
    );
    await page.screenshot({ path: "test-results/embed-host-1366.png", fullPage: true });

    // A search narrows the list to the church searched for.
    const before = await items.count();
    await finder.getByLabel("Buscar").fill(highlighted.name);
    await expect(finder.getByRole("status").first()).toHaveText(/^1 iglesia$/);
    await expect(items).toHaveCount(1);
    expect(before).toBeGreaterThan(1);

    // Its link opens the church's page, in Spanish, in a new tab.
    const link = items.first().getByRole("link", { name: highlighted.name });
    await expect(link).toHaveAttribute("href", `${app}/es/church/${highlighted.id}`);
    const [churchPage] = await Promise.all([context.waitForEvent("page"), link.click()]);
    await churchPage.waitForLoadState();
    expect(churchPage.url()).toBe(`${app}/es/church/${highlighted.id}`);
    await expect(churchPage.getByRole("heading", { level: 1, name: highlighted.name })).toBeVisible();
    await churchPage.close();

    // Near a place typed by the visitor: nearest first, with distances.
    await finder.getByLabel("Buscar").fill("");
    await finder.getByLabel("Cerca de", { exact: true }).fill("50309");
    await finder.getByRole("button", { name: "Ir" }).click();
    await expect(finder.getByText(/Primero las más cercanas a .*IA 50309/)).toBeVisible();
    await expect(items.first().getByText(/\d mi/)).toBeVisible();
    await expect(finder.getByRole("link", { name: /Abrir el mapa/ })).toHaveAttribute(
      "href",
      new RegExp(`^${app}/es\\?`),
    );

    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: "test-results/embed-host-390.png", fullPage: true });

    expect(await problems()).toEqual([]);
    expect(cookieProblems).toEqual([]);
    const cookies = await context.cookies([app, host]);
    expect(cookies.map((cookie) => cookie.name)).toEqual(["probe"]);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

test("the Put the finder on your site page writes the snippet, copies it and previews it", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await page.goto("/open-data");
  await page.getByRole("link", { name: "Put the Finder on Your Site" }).first().click();
  await expect(page).toHaveURL(/\/embed$/);
  await expect(page.getByRole("heading", { level: 1, name: "Put the Finder on Your Site" })).toBeVisible();

  await page.getByLabel("Language").selectOption("es");
  await page.getByLabel("Start near").fill("Springfield, IL");
  const snippet = page.getByTestId("embed-snippet");
  await expect(snippet).toContainText(
    '<church-finder data-lang="es" data-near="Springfield, IL"></church-finder>',
  );
  await expect(snippet).toContainText(`<script src="${baseURL}/embed/finder.js" async></script>`);

  // The copy button, from the keyboard.
  await page.getByRole("button", { name: "Copy the snippet" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('data-lang="es"');

  // The preview is the finder itself, with the options chosen.
  const preview = page.getByTestId("embed-preview").locator("church-finder");
  await expect(preview.getByRole("heading", { name: "Encuentre una iglesia" })).toBeVisible();
  await expect(preview.getByText("Primero las más cercanas a Springfield, IL")).toBeVisible();

  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/embed-page-${width}.png`, fullPage: true });
  }

  await page.goto("/es/embed");
  await expect(page.getByRole("heading", { level: 1, name: "Ponga el buscador en su sitio" })).toBeVisible();
  await expect(page.getByTestId("embed-snippet")).toContainText('data-lang="es"');
  await page.setViewportSize({ width: 390, height: 900 });
  await page.screenshot({ path: "test-results/embed-page-es-390.png", fullPage: true });
});
