import { TRPCError } from "@trpc/server";
import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createAdmin } from "./factories.ts";
import { callerAs, createTestApp, createTestDatabase, type TestDatabase } from "./harness.ts";
import { allProcedures, callByPath } from "./procedures.ts";

// Text that has broken real sites: SQL, markup, template and path fragments, odd Unicode.
const nastyStrings = [
  "'; DROP TABLE churches; --",
  '" OR 1=1 --',
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "javascript:alert(1)",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose
  "{{7*7}}${7*7}",
  "../../../../etc/passwd",
  "%00",
  "\u0000",
  "\uD800",
  "🙏⛪",
  "a".repeat(20_000),
  "",
  " ",
];

const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...nastyStrings),
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string(), { maxKeys: 3 }),
);

/** Inputs shaped like the procedure's own schema (its keys, random values), plus fully random ones. */
function inputsFor(schema: z.ZodType | undefined): fc.Arbitrary<unknown> {
  const shape = schema instanceof z.ZodObject ? (schema.shape as Record<string, unknown>) : null;
  if (!shape) return fc.oneof(anyValue, fc.object());
  const keys = Object.keys(shape);
  const shaped = fc.record(Object.fromEntries(keys.map((key) => [key, anyValue])), { requiredKeys: [] });
  const withExtra = shaped.map((value) => ({ ...(value as object), id: 1, isApproved: true, __proto__x: 1 }));
  return fc.oneof(shaped, withExtra, anyValue, fc.object());
}

/** encodeURIComponent, except that a lone surrogate (which it cannot encode) goes through as an escape. */
function safeEncode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return "%ED%A0%80";
  }
}

const TABLES = [
  "users",
  "churches",
  "events",
  "resources",
  "resource_types",
  "social_media_links",
  "church_plant_requests",
  "pastoral_candidates",
  "uploads",
  "church_claims",
] as const;

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb?.destroy();
});

async function rowCounts(): Promise<string> {
  const parts = TABLES.map((table) => `(SELECT count(*) FROM ${table})`).join(", ");
  const { rows } = await sql
    .raw<{ counts: string }>(`SELECT concat_ws(',', ${parts}) AS counts`)
    .execute(testDb.db);
  return rows[0]!.counts;
}

/**
 * Property tests make hundreds of calls: each gets a timeout sized to its work with tenfold headroom, since a busy
 * CI machine once took the REST fuzzer past vitest's 30 s default (issue 38, point 7). They guard against a
 * hang, never measure speed.
 */
const FUZZ_ONE_PROCEDURE_TIMEOUT_MS = 120_000;
const FUZZ_ALL_ROUTES_TIMEOUT_MS = 600_000;

describe("every public procedure under random and malformed input", () => {
  const publicProcedures = allProcedures().filter((procedure) => procedure.access === "public");
  const runsEach = Math.max(60, Math.ceil(1200 / Math.max(1, publicProcedures.length)));

  it("has public procedures to fuzz", () => {
    expect(publicProcedures.length).toBeGreaterThan(3);
  });

  for (const procedure of publicProcedures) {
    // Sign-out and sign-in change sessions, not content: they are still fuzzed, but only for errors.
    it(
      `${procedure.path}: never a 500, nothing stored when rejected`,
      async () => {
        await fc.assert(
          fc.asyncProperty(inputsFor(procedure.input), async (input) => {
            const before = procedure.type === "mutation" ? await rowCounts() : "";
            try {
              // A fresh caller (and rate limiter) each time, so limits do not hide validation paths.
              await callByPath(callerAs(testDb.db), procedure.path, input);
            } catch (error) {
              expect(error).toBeInstanceOf(TRPCError);
              const code = (error as TRPCError).code;
              expect(code, `${procedure.path} ${JSON.stringify(input)?.slice(0, 200)}`).not.toBe(
                "INTERNAL_SERVER_ERROR",
              );
              if (procedure.type === "mutation") expect(await rowCounts()).toBe(before);
            }
          }),
          { numRuns: runsEach },
        );
      },
      FUZZ_ONE_PROCEDURE_TIMEOUT_MS,
    );
  }
});

describe("every REST route under random and malformed input", () => {
  it(
    "never answers 500 to random paths, queries and bodies",
    async () => {
      const routes: Array<{ method: string; url: string }> = [];
      const app = await createTestApp(testDb.db, {}, (route) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods) {
          if (method === "HEAD" || method === "OPTIONS") continue;
          if (route.url.startsWith("/trpc")) continue;
          routes.push({ method, url: route.url });
        }
      });
      try {
        expect(routes.length).toBeGreaterThan(5);
        const segment = fc.oneof(
          fc.constantFrom(...nastyStrings.filter((text) => text.length < 100 && !text.includes("\u0000"))),
          fc.string({ maxLength: 20 }),
          fc.integer().map(String),
        );
        let calls = 0;
        await fc.assert(
          fc.asyncProperty(
            fc.constantFrom(...routes),
            segment,
            fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 30 }), { maxKeys: 3 }),
            fc.oneof(anyValue, fc.object()),
            async (route, param, query, body) => {
              calls++;
              const path = route.url.replace(/:[A-Za-z]+/g, () => safeEncode(param));
              const search = new URLSearchParams(query as Record<string, string>).toString();
              const hasBody = !["GET", "DELETE"].includes(route.method);
              const response = await app.inject({
                method: route.method as "GET",
                url: search ? `${path}?${search}` : path,
                headers: {
                  origin: "http://localhost:3000",
                  ...(hasBody ? { "content-type": "application/json" } : {}),
                },
                ...(hasBody ? { payload: JSON.stringify(body ?? null) } : {}),
              });
              expect(
                response.statusCode,
                `${route.method} ${path} -> ${response.body.slice(0, 200)}`,
              ).toBeLessThan(500);
              expect(response.body).not.toMatch(/\bat .+\.(ts|js):\d+/);
            },
          ),
          { numRuns: Math.max(600, routes.length * 15) },
        );
        expect(calls).toBeGreaterThanOrEqual(600);
      } finally {
        await app.close();
      }
    },
    FUZZ_ALL_ROUTES_TIMEOUT_MS,
  );
});

describe("fixed hostile cases", () => {
  it("rejects an oversized body with 413", async () => {
    const app = await createTestApp(testDb.db);
    try {
      const response = await app.inject({
        method: "POST",
        url: "/api/auth/login",
        headers: { "content-type": "application/json", origin: "http://localhost:3000" },
        payload: JSON.stringify({ email: "a@b.c", password: "x".repeat(2 * 1024 * 1024) }),
      });
      expect(response.statusCode).toBe(413);
    } finally {
      await app.close();
    }
  });

  it("rejects huge tRPC batches", async () => {
    const app = await createTestApp(testDb.db);
    try {
      const paths = Array.from({ length: 200 }, () => "health.check").join(",");
      const response = await app.inject({ method: "GET", url: `/trpc/${paths}?batch=1&input=%7B%7D` });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    } finally {
      await app.close();
    }
  });

  it("never serves files outside the build through path traversal", async () => {
    const app = await createTestApp(testDb.db);
    try {
      for (const url of [
        "/assets/../../package.json",
        "/assets/..%2f..%2fpackage.json",
        "/%2e%2e/%2e%2e/etc/passwd",
        "/api/uploads/..%2f..%2fetc%2fpasswd",
        "/api/uploads/../../etc/passwd",
      ]) {
        const response = await app.inject({ method: "GET", url });
        // A client-side path may get the HTML shell (the browser's router shows its 404); never a file.
        expect(response.statusCode, url).toBeLessThan(500);
        expect(response.body, url).not.toMatch(/root:|"packageManager"|fixture asset/);
      }
    } finally {
      await app.close();
    }
  });

  it(
    "a signed-in admin's writes never crash on hostile text either",
    async () => {
      const admin = await createAdmin(testDb.db);
      const adminProcedures = allProcedures().filter((p) => p.access === "admin" && p.type === "mutation");
      for (const procedure of adminProcedures) {
        await fc.assert(
          fc.asyncProperty(inputsFor(procedure.input), async (input) => {
            try {
              await callByPath(callerAs(testDb.db, admin), procedure.path, input);
            } catch (error) {
              expect(
                (error as TRPCError).code,
                `${procedure.path} ${JSON.stringify(input)?.slice(0, 200)}`,
              ).not.toBe("INTERNAL_SERVER_ERROR");
            }
          }),
          { numRuns: 25 },
        );
      }
    },
    FUZZ_ALL_ROUTES_TIMEOUT_MS,
  );
});
