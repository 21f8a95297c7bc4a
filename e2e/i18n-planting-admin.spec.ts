import { expect, type Locator, type Page, test } from "@playwright/test";
import { signInAsAdmin, uniqueTag } from "./fixtures/session.ts";

// Issue 17, phase 2: the administrator's church-planting screen (requests, candidates, matching,
// connections) in Spanish, at a phone's and a desktop's width with nothing wider than the window; the English
// screen keeps the original words.
test.describe.configure({ timeout: 150_000 });

const noOverflow = async (page: Page, what: string) => {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, what).toBeLessThanOrEqual(0);
};

/** Words of these screens' English that must not be left on the Spanish page (user data aside). */
const ENGLISH = [
  "Plant Requests",
  "Pastoral Candidates",
  "Connections",
  "All Statuses",
  "All Priorities",
  "All Availability",
  "Match a candidate",
  "Received",
  "Nearest church",
  "Far from any church",
  "Location not found",
  "priority",
  "Pending",
  "Approved",
  "Matched",
  "View",
  "Approve",
  "Available approved candidates",
  "Prefers this area",
  "Geographic preferences",
  "years in ministry",
  "community",
  "Available:",
  "Requestor",
  "Admin Notes",
  "Save Notes",
  "Not specified",
  "Email Both",
  "Undo match",
  "Plant request",
  "Pastoral candidate",
  "could not be placed",
];

/** A status badge (the status pickers beside it hold the same words as options). */
const badge = (scope: Locator, text: string) =>
  scope.locator(".chakra-badge").filter({ hasText: new RegExp(`^${text}$`) });

const noEnglish = async (scope: Locator, what: string) => {
  // biome-ignore lint/performance/useDomNodeTextContent: only the text on screen counts (tab panels once opened stay mounted, hidden)
  const text = await scope.innerText();
  const left = ENGLISH.filter((english) =>
    new RegExp(`(^|[^\\p{L}])${english.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\p{L}])`, "u").test(text),
  );
  expect(left, `${what} still says`).toEqual([]);
};

test("church-planting management in Spanish, and its English unchanged", async ({
  browser,
  baseURL,
  playwright,
}) => {
  const origin = new URL(baseURL!).origin;
  const tag = uniqueTag();
  const requestor = `Marta Solicitante ${tag}`;
  const pendingRequestor = `Pedro Espera ${tag}`;
  const candidate = { first: "Elena", last: `Pastora${tag}` };
  const candidateName = `${candidate.first} ${candidate.last}`;

  // A visitor's two requests (one in a town the map knows, one it cannot place) and a candidate's application.
  const guest = await playwright.request.newContext({ baseURL });
  const send = async (path: string, data: Record<string, unknown>) => {
    const response = await guest.post(path, { data, headers: { origin } });
    expect(response.status(), await response.text()).toBe(201);
  };
  await send("/api/church-plant-requests", {
    requestorName: requestor,
    requestorEmail: `marta.${tag}@example.test`,
    cityName: "Spencer",
    stateName: "IA",
    population: 11300,
    timeline: "Short-term (6-12 months)",
    reasonForRequest: "El lado este de la ciudad creció y no tiene iglesia.",
    communityNeeds: "Familias jóvenes",
  });
  await send("/api/church-plant-requests", {
    requestorName: pendingRequestor,
    requestorEmail: `pedro.${tag}@example.test`,
    cityName: `Villa${tag}`,
    stateName: "IA",
    reasonForRequest: "Un pueblo nuevo sin ninguna iglesia.",
  });
  await send("/api/pastoral-candidates", {
    firstName: candidate.first,
    lastName: candidate.last,
    email: `elena.${tag}@example.test`,
    maritalStatus: "Married",
    yearsInMinistry: 9,
    geographicPreferences: "Pueblos pequeños del noroeste de Iowa",
    communityTypePreference: "Rural",
    availability: "3-6 months",
  });
  await guest.dispose();

  const context = await browser.newContext({ baseURL });
  await signInAsAdmin(context, baseURL!);
  const page = await context.newPage();
  const main = page.getByRole("main");
  const request = page.getByTestId("plant-request").filter({ hasText: requestor });
  const waiting = page.getByTestId("plant-request").filter({ hasText: pendingRequestor });
  const applicant = page.getByTestId("pastoral-candidate").filter({ hasText: candidate.last });

  // The candidate before approval: the badges and the approve button in Spanish.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/es/admin/church-planting?tab=candidates");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(
    page.getByRole("heading", { name: "Administración de la plantación de iglesias", level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole("tab", { name: /Candidatos pastorales/, selected: true })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Disponibilidad" }).locator("option").first()).toHaveText(
    "Cualquier disponibilidad",
  );
  await expect(page.getByText(/^\d+ candidatos?$/)).toBeVisible();
  await expect(badge(applicant, "Pendiente")).toBeVisible();
  await expect(badge(applicant, "Disponible")).toBeVisible();
  await expect(
    applicant.getByText("Disponibilidad: De 3 a 6 meses · Comunidad rural", { exact: true }),
  ).toBeVisible();
  await expect(applicant.getByText(/· Recibida el /)).toBeVisible();
  await expect(applicant.getByRole("combobox", { name: `Estado de ${candidateName}` })).toBeVisible();
  await noEnglish(applicant, "the candidate card");
  await applicant.getByRole("button", { name: "Ver" }).click();
  const candidateDialog = page.getByRole("dialog", { name: `Candidato: ${candidateName}` });
  await expect(candidateDialog).toBeVisible();
  for (const label of [
    "Estado civil",
    "Hijos",
    "Años en el ministerio",
    "Preferencias geográficas",
    "Recibida",
  ])
    await expect(candidateDialog.getByText(label, { exact: true })).toBeVisible();
  await expect(candidateDialog.getByText("Casado/a", { exact: true })).toBeVisible();
  await expect(candidateDialog.getByText("No indicado").first()).toBeVisible();
  await noEnglish(candidateDialog, "the candidate dialog");
  await page.keyboard.press("Escape");
  await expect(candidateDialog).toBeHidden();
  await applicant.getByRole("button", { name: `Aprobar a ${candidateName}` }).click();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: `Se aprobó a ${candidateName}` })
      .first(),
  ).toBeVisible();
  await expect(badge(applicant, "Aprobado")).toBeVisible();

  // The requests: tabs, filters, the map's legend, the cards.
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/es/admin/church-planting");
    for (const tab of ["Solicitudes de plantación", "Candidatos pastorales", "Conexiones"])
      await expect(page.getByRole("tab", { name: new RegExp(`^${tab}`) })).toBeVisible();
    await expect(
      page.getByRole("combobox", { name: "Estado", exact: true }).locator("option").first(),
    ).toHaveText("Todos los estados");
    await expect(
      page.getByRole("combobox", { name: "Prioridad", exact: true }).locator("option").first(),
    ).toHaveText("Todas las prioridades");
    await expect(page.getByText(/^\d+ solicitud(es)?$/)).toBeVisible();
    await expect(page.getByText("Solicitud a 30 mi o más de una iglesia")).toBeVisible();
    await expect(badge(request, "Pendiente")).toBeVisible();
    await expect(badge(request, "Prioridad media")).toBeVisible();
    await expect(request.getByText(/^Iglesia más cercana: [\d.,]+ mi$/)).toBeVisible();
    await expect(request.getByText(/ · Recibida el /)).toBeVisible();
    await expect(request.getByRole("button", { name: "Asignar un candidato" })).toBeVisible();
    await expect(
      request.getByRole("combobox", { name: "Estado de la solicitud de Spencer, IA" }).locator("option"),
    ).toHaveText(["Pendiente", "En curso", "Asignada", "Completada"]);
    await expect(waiting.getByText("No se encontró la ubicación en el mapa")).toBeVisible();
    await noEnglish(request, "the request card");
    await noEnglish(page.getByRole("tablist"), "the tabs");
    await noOverflow(page, `the requests tab at ${width}`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `/tmp/spanish-planting-admin-top-${width}.png` });
    await request.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/spanish-planting-admin-requests-${width}.png` });
  }

  // The request's detail dialog.
  await request.getByRole("button", { name: "Ver" }).click();
  const detail = page.getByRole("dialog", { name: "Solicitud de plantación: Spencer, IA" });
  await expect(detail).toBeVisible();
  for (const label of [
    "Solicitante",
    "Correo electrónico",
    "Población de la ciudad",
    "Plazo preferido",
    "Por qué una nueva iglesia",
    "Iglesia más cercana",
    "Candidato asignado",
  ])
    await expect(detail.getByText(label, { exact: true })).toBeVisible();
  await expect(detail.getByText("Corto plazo (6 a 12 meses)")).toBeVisible();
  await expect(detail.getByText("11,300")).toBeVisible();
  await expect(detail.getByText("Notas de la administración")).toBeVisible();
  await expect(detail.getByText("Solo las ven los administradores.")).toBeVisible();
  await expect(detail.getByRole("button", { name: "Guardar notas" })).toBeDisabled();
  await noEnglish(detail, "the request dialog");
  await page.screenshot({ path: "/tmp/spanish-planting-admin-detail-1366.png" });
  await page.keyboard.press("Escape");
  await expect(detail).toBeHidden();

  // Matching: the dialog, the toast, and the connection it makes.
  await request.getByRole("button", { name: "Asignar un candidato" }).click();
  const match = page.getByRole("dialog", { name: "Asignar un candidato: Spencer, IA" });
  await expect(match.getByRole("heading", { name: "Candidatos aprobados y disponibles" })).toBeVisible();
  const option = match.getByTestId("match-candidate").filter({ hasText: candidate.last });
  await expect(option.getByText("Prefiere esta zona")).toBeVisible();
  await expect(
    option.getByText("Comunidad rural · Disponibilidad: De 3 a 6 meses · 9 años en el ministerio"),
  ).toBeVisible();
  await expect(option.getByText("Preferencias geográficas")).toBeVisible();
  await noEnglish(option, "the match dialog's candidate");
  await page.screenshot({ path: "/tmp/spanish-planting-admin-match-1366.png" });
  await option.getByRole("button", { name: `Asignar a ${candidateName}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "Candidato asignado" }).first()).toBeVisible();
  await expect(
    page.getByText(`${candidateName} quedó asignado a la solicitud de Spencer, IA.`).first(),
  ).toBeVisible();

  await expect(page.getByRole("tab", { name: /^Conexiones/, selected: true })).toBeVisible();
  const connection = page.getByTestId("connection").filter({ hasText: candidate.last });
  await expect(connection.getByText(/^Asignada el /)).toBeVisible();
  await expect(connection.getByText("Solicitud de plantación", { exact: true })).toBeVisible();
  await expect(connection.getByText("Candidato pastoral", { exact: true })).toBeVisible();
  await expect(connection.getByRole("link", { name: "Escribir a ambos" })).toBeVisible();
  await expect(connection.getByRole("button", { name: "Deshacer la asignación" })).toBeVisible();
  await noEnglish(connection, "the connection card");
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await noOverflow(page, `the connections tab at ${width}`);
    await connection.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/spanish-planting-admin-connections-${width}.png` });
  }
  await connection.getByRole("button", { name: "Deshacer la asignación" }).click();
  const undo = page.getByRole("alertdialog");
  await expect(undo).toContainText("¿Deshacer esta asignación?");
  await expect(undo).toContainText(
    `${candidateName} y la solicitud de Spencer, IA vuelven a los estados que tenían antes de la asignación.`,
  );
  await undo.getByRole("button", { name: "Cancelar" }).click();
  await expect(undo).toBeHidden();

  // The matched candidate, then the whole Spanish screen of each tab holds none of the English.
  await page.getByRole("tab", { name: /^Candidatos pastorales/ }).click();
  await expect(badge(applicant, "Asignado")).toBeVisible();
  await expect(applicant.getByText("Asignado a la solicitud de Spencer, IA")).toBeVisible();
  await noEnglish(main, "the candidates tab");
  await page.getByRole("tab", { name: /^Solicitudes de plantación/ }).click();
  await expect(request.getByText(new RegExp(`^Asignada a ${candidateName}$`))).toBeVisible();
  await noEnglish(main, "the requests tab");

  // English: the original words as they were.
  await page.goto("/admin/church-planting");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("tab", { name: /^Plant Requests/ })).toBeVisible();
  await expect(
    page.getByRole("combobox", { name: "Status", exact: true }).locator("option").first(),
  ).toHaveText("All Statuses");
  await expect(badge(waiting, "Pending")).toBeVisible();
  await expect(badge(waiting, "Medium priority")).toBeVisible();
  await expect(waiting.getByText("Location not found on the map")).toBeVisible();
  await expect(waiting.getByRole("button", { name: "Match a candidate" })).toBeVisible();
  await expect(request.getByText(`Matched with ${candidateName}`)).toBeVisible();
  await expect(request.getByText(/^Nearest church: [\d.,]+ mi$/)).toBeVisible();
  await page.getByRole("tab", { name: /^Pastoral Candidates/ }).click();
  await expect(applicant.getByText("Matched with the request for Spencer, IA")).toBeVisible();
  await expect(applicant.getByText("Available: 3-6 months · Rural community", { exact: true })).toBeVisible();
  await page.getByRole("tab", { name: /^Connections/ }).click();
  await expect(
    page
      .getByTestId("connection")
      .filter({ hasText: candidate.last })
      .getByRole("link", { name: "Email Both" }),
  ).toBeVisible();
  await context.close();
});
