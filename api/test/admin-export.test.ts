import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { cookieFor, send } from "./admin-helpers.ts";
import { createCandidate, createChurch, createPlantRequest, createUser, unique } from "./factories.ts";
import { useAdminTestApp } from "./use-test-app.ts";

const env = useAdminTestApp();

/** Splits RFC 4180 text into rows of cells (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[index + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      index++;
    } else cell += char;
  }
  return rows;
}

async function download(kind: string, cookie = env.adminCookie) {
  const response = await send(env.app, "GET", `/api/admin/export/${kind}.csv`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
  expect(response.headers["content-disposition"]).toMatch(
    new RegExp(`^attachment; filename="${kind}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
  );
  expect(response.body.startsWith("\ufeff")).toBe(true);
  const [header, ...rows] = parseCsv(response.body.slice(1));
  return rows.map((cells) => Object.fromEntries(header!.map((name, index) => [name, cells[index]])));
}

describe("GET /api/admin/export/:kind.csv", () => {
  it("exports churches with quoting and formula cells neutralised", async () => {
    const church = await createChurch(env.db, {
      name: '=HYPERLINK("http://evil.test","Click")',
      description: 'Line one, with a comma\nLine "two"',
      phone: "+1 515 555 0100",
      pastorName: "@admin",
      longitude: "-93.62000000",
    });
    const rows = await download("churches");
    const row = rows.find((entry) => entry.id === String(church.id));
    expect(row).toMatchObject({
      name: `'=HYPERLINK("http://evil.test","Click")`,
      description: 'Line one, with a comma\nLine "two"',
      phone: "'+1 515 555 0100",
      pastorName: "'@admin",
      longitude: "-93.62000000",
      zipCode: "50010",
      isApproved: "true",
      memberCount: "120",
    });
    expect(row!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("exports plant requests and candidates", async () => {
    const request = await createPlantRequest(env.db, { cityName: "-Fort Dodge", population: 25000 });
    const candidate = await createCandidate(env.db, { lastName: "Smith, Jr." });
    const requests = await download("plant-requests");
    expect(requests.find((row) => row.id === String(request.id))).toMatchObject({
      cityName: "'-Fort Dodge",
      population: "25000",
      status: "pending",
      priority: "medium",
    });
    const candidates = await download("candidates");
    expect(candidates.find((row) => row.id === String(candidate.id))).toMatchObject({
      firstName: "Casey",
      lastName: "Smith, Jr.",
      email: candidate.email,
      status: "available",
      isApproved: "false",
    });
  });

  it("is for administrators only, and knows only its three kinds", async () => {
    const churchUser = await cookieFor(env.app, env.db, await createUser(env.db));
    expect((await send(env.app, "GET", "/api/admin/export/churches.csv")).statusCode).toBe(401);
    expect((await send(env.app, "GET", "/api/admin/export/candidates.csv", churchUser)).statusCode).toBe(403);
    const unknown = await send(env.app, "GET", "/api/admin/export/users.csv", env.adminCookie);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("Unknown export");
  });

  it("streams a table longer than one batch: every row once, in id order", async () => {
    // More rows than one batch (EXPORT_BATCH_ROWS, 2,000), inserted in one statement.
    const tag = unique("Export");
    await sql`
      INSERT INTO churches (name, address, city, state, zip_code, pastor_name, email, phone, service_times,
        is_approved)
      SELECT ${tag} || ' ' || n, n || ' Main St', 'Ames', 'IA', '50010', 'Pastor', 'e' || n || '@example.org',
        '(515) 555-0100', 'Sunday 10:00 AM', n % 2 = 0
      FROM generate_series(1, 4100) AS n
    `.execute(env.db);
    const expected = await env.db.selectFrom("churches").select("id").orderBy("id").execute();
    // Sent as it is read (chunked): the whole file is never one string in the server's memory.
    const response = await send(env.app, "GET", "/api/admin/export/churches.csv", env.adminCookie);
    expect(response.headers["content-length"]).toBeUndefined();
    expect(response.headers["transfer-encoding"]).toBe("chunked");
    const rows = await download("churches");
    expect(rows.map((row) => Number(row.id))).toEqual(expected.map((church) => church.id));
    expect(rows.filter((row) => row.name?.startsWith(tag))).toHaveLength(4100);
  }, 120_000);
});
