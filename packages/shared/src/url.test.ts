import { describe, expect, it } from "vitest";
import { INVALID_IMAGE_URL } from "./messages.ts";
import { errorsOf, parseOk } from "./test-utils.ts";
import { httpUrl, httpUrlSchema, imageUrlSchema, isHttpUrl, optionalHttpUrlSchema } from "./url.ts";

describe("httpUrlSchema", () => {
  it.each([
    "http://example.com",
    "https://example.com/path?q=1#top",
    "HTTPS://Example.com",
    "https://www.youtube.com/watch?v=abc",
    "http://localhost:3000/x",
  ])("accepts %s", (url) => {
    expect(parseOk(httpUrlSchema, url)).toBe(url);
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)//http://x.com",
    "data:text/html,<script>alert(1)</script>",
    "ftp://example.com/file",
    "mailto:someone@example.com",
    "http:example.com",
    "http:/example.com",
    "//example.com",
    "example.com",
    "http://",
    "https://exa mple.com",
    "http://example.com/\u0000",
    "not a url",
    "",
  ])("refuses %j with the original message", (url) => {
    expect(errorsOf(httpUrlSchema, url)).toEqual({ "": ["Please enter a valid URL"] });
  });

  it("trims surrounding spaces", () => {
    expect(parseOk(httpUrlSchema, "  https://example.com  ")).toBe("https://example.com");
  });

  it("refuses non-strings with the same message", () => {
    expect(errorsOf(httpUrlSchema, 42)).toEqual({ "": ["Please enter a valid URL"] });
    expect(errorsOf(httpUrlSchema, undefined)).toEqual({ "": ["Please enter a valid URL"] });
  });

  it("caps the length", () => {
    const url = `https://example.com/${"a".repeat(480)}`;
    expect(url.length).toBe(500);
    expect(parseOk(httpUrl(500), url)).toBe(url);
    expect(errorsOf(httpUrl(500), `${url}a`)).toEqual({ "": ["Must be at most 500 characters"] });
  });

  it("is also available as a plain predicate", () => {
    expect(isHttpUrl("https://a.org")).toBe(true);
    expect(isHttpUrl("javascript:void(0)")).toBe(false);
  });
});

describe("optionalHttpUrlSchema", () => {
  it("turns blank into null and keeps a missing value missing", () => {
    expect(parseOk(optionalHttpUrlSchema, "")).toBeNull();
    expect(parseOk(optionalHttpUrlSchema, "   ")).toBeNull();
    expect(parseOk(optionalHttpUrlSchema, null)).toBeNull();
    expect(parseOk(optionalHttpUrlSchema, undefined)).toBeUndefined();
  });

  it("still refuses other schemes", () => {
    expect(errorsOf(optionalHttpUrlSchema, "javascript:alert(1)")).toEqual({
      "": ["Please enter a valid URL"],
    });
    expect(parseOk(optionalHttpUrlSchema, " https://a.org ")).toBe("https://a.org");
  });
});

describe("imageUrlSchema", () => {
  const upload = "/api/uploads/4b1c2d3e-0000-4000-8000-00000000abcd";

  it("accepts our upload paths and https URLs", () => {
    expect(parseOk(imageUrlSchema, upload)).toBe(upload);
    expect(parseOk(imageUrlSchema, "https://cdn.example.com/a.png")).toBe("https://cdn.example.com/a.png");
    expect(parseOk(imageUrlSchema, "")).toBeNull();
  });

  it.each([
    "//evil.example/a.png",
    "/\\evil.example",
    "javascript:alert(1)",
    "data:image/png;base64,AAAA",
    "a.png",
    // Any other path of the site: every browser showing the image would request it with its cookies.
    "/api/auth/logout",
    "/anything",
    "/api/uploads/4b1c",
    `${upload}/../../auth/logout`,
    `${upload}?x=1`,
    "http://cdn.example.com/a.png",
  ])("refuses %s", (url) => {
    expect(errorsOf(imageUrlSchema, url)).toEqual({ "": [INVALID_IMAGE_URL] });
  });
});
