import { describe, expect, it } from "vitest";
import { createChurch, createEvent, unique } from "./factories.ts";
import { useTestApp } from "./use-test-app.ts";

// Issue 38, point 5: the feed's words follow Accept-Language, so its answer must say so in Vary; and typed
// control characters must not reach subscribers' calendar apps.

const env = useTestApp();

const varyNames = (header: unknown) =>
  String(header ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);

async function timedEvent(title = unique("Vary prayer ")) {
  const church = await createChurch(env.db, { name: unique("Vary Chapel ") });
  return createEvent(env.db, { churchId: church.id, title, startDate: "2031-03-04", time: "7:00 PM" });
}

describe("the calendar feed's caching headers", () => {
  it("vary by Accept-Language, keeping Accept-Encoding when compressed", async () => {
    await timedEvent();
    const read = (language: string, encoding?: string) =>
      env.app.inject({
        method: "GET",
        url: "/api/events.ics",
        headers: { "accept-language": language, ...(encoding && { "accept-encoding": encoding }) },
      });
    const english = await read("en-US");
    const spanish = await read("es-MX,es;q=0.9");
    expect(english.statusCode).toBe(200);
    expect(spanish.body).not.toBe(english.body);
    for (const response of [english, spanish])
      expect(varyNames(response.headers.vary)).toContain("accept-language");

    const compressed = await read("es", "gzip");
    expect(compressed.headers["content-encoding"]).toBe("gzip");
    const names = varyNames(compressed.headers.vary);
    expect(names).toContain("accept-language");
    expect(names).toContain("accept-encoding");
    expect(new Set(names).size).toBe(names.length);
  });

  it("vary by Accept-Language on one event's download too", async () => {
    const event = await timedEvent();
    const response = await env.app.inject({
      method: "GET",
      url: `/api/events/${event.id}/ics`,
      headers: { "accept-language": "es" },
    });
    expect(response.statusCode).toBe(200);
    expect(varyNames(response.headers.vary)).toContain("accept-language");
  });
});

describe("the calendar feed's text", () => {
  it("carries no raw control character typed into an event or its church", async () => {
    const church = await createChurch(env.db, { name: unique("Bell\u0007 Chapel ") });
    const title = unique("Escape\u001b[2J\u0008 night\r\n ");
    await createEvent(env.db, {
      churchId: church.id,
      title,
      description: "Bring\u000b a\u007f friend\u0085.\rSee you.",
      location: "Hall\u000c 2",
      startDate: "2031-03-05",
      time: "6:00 PM",
    });
    const response = await env.app.inject({ method: "GET", url: "/api/events.ics" });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/(?![\r\n])\p{Cc}/u);
    expect(response.body.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
    const unfolded = response.body.replaceAll("\r\n ", "");
    expect(unfolded).toContain(
      `SUMMARY:${title.replace("\u001b", "").replace("\u0008", "").replace("\r\n", "\\n")}`,
    );
    expect(unfolded).toContain("DESCRIPTION:Bring a friend.\\nSee you.");
    expect(unfolded).toContain("LOCATION:Hall 2");
  });
});
