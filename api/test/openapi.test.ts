import SwaggerParser from "@apidevtools/swagger-parser";
import { describe, expect, it } from "vitest";
import { useTestApp } from "./use-test-app.ts";

// Issue 44, item 1: the OpenAPI document is valid OpenAPI 3.1, and its reference page is the site's own.

const env = useTestApp();

describe("GET /api/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const response = await env.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    const document = response.json();
    expect(document.openapi).toBe("3.1.0");
    // Validates against the OpenAPI 3.1 schema and resolves every $ref (it throws on the first problem).
    const validated = await SwaggerParser.validate(structuredClone(document));
    expect(Object.keys(validated.paths ?? {})).toContain("/api/churches/{id}");
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(["DirectoryChurch", "Church", "Event", "Error"]),
    );
  });

  it("describes requests with the procedures' own schemas", async () => {
    const document = (await env.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    const page = document.paths["/api/churches/page"].get;
    const limit = page.parameters.find((parameter: { name: string }) => parameter.name === "limit");
    // directoryPageSchema: a limit of 1 to DIRECTORY_PAGE_MAX.
    expect(limit).toMatchObject({ in: "query", required: true });
    const login = document.paths["/api/auth/login"].post.requestBody.content["application/json"].schema;
    expect(Object.keys(login.properties)).toEqual(expect.arrayContaining(["email", "password"]));
  });
});

describe("GET /api/docs", () => {
  it("serves a reference page whose scripts come from the site itself, under its CSP", async () => {
    const page = await env.app.inject({ method: "GET", url: "/api/docs" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    const csp = String(page.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    // Redoc's vendor logo would come from a CDN: this page allows the site's images alone.
    expect(csp).toMatch(/img-src 'self' data: blob:(;|$)/);
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, inline] of scripts) {
      // No inline script (script-src 'self' would block it) and nothing from another origin.
      expect(inline?.trim()).toBe("");
      expect(attributes).toMatch(/src="\/api\/docs\/[a-z.]+\.js"/);
    }
    for (const [, attributes] of scripts) {
      const src = /src="([^"]+)"/.exec(attributes ?? "")?.[1] ?? "";
      const script = await env.app.inject({ method: "GET", url: src });
      expect(script.statusCode, src).toBe(200);
      expect(script.headers["content-type"]).toMatch(/^text\/javascript/);
      expect(script.body.length).toBeGreaterThan(0);
    }
  });
});
