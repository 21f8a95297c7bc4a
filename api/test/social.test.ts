import { SOCIAL_PLATFORMS } from "@app/shared";
import { describe, expect, it } from "vitest";
import { cookieFor, send } from "./admin-helpers.ts";
import { createSocialLink, createUser } from "./factories.ts";
import { callerAs } from "./harness.ts";
import { useAdminTestApp } from "./use-test-app.ts";

const env = useAdminTestApp();

async function publicLinks() {
  const response = await send(env.app, "GET", "/api/social-media");
  expect(response.statusCode).toBe(200);
  return response.json() as Array<{ platform: string; url: string; isActive: boolean }>;
}

const setUrl = (platform: string, url: unknown, cookie = env.adminCookie) =>
  send(env.app, "PUT", `/api/admin/social-media/${platform}`, cookie, { url });
const toggle = (platform: string, isActive: unknown, cookie = env.adminCookie) =>
  send(env.app, "PUT", `/api/admin/social-media/${platform}/toggle`, cookie, { isActive });

describe("social media links", () => {
  it("the admin list always offers the five fixed platforms, without writing on read", async () => {
    const links = await callerAs(env.db, env.admin).social.adminList();
    expect(links.map((link) => link.platform)).toEqual([...SOCIAL_PLATFORMS]);
    expect(links.every((link) => link.url === "" && link.isActive)).toBe(true);
    expect(await env.db.selectFrom("socialMediaLinks").select("id").execute()).toEqual([]);
    expect(await publicLinks()).toEqual([]);
  });

  it("a saved URL appears in the header list; toggled off it disappears; toggled on it returns", async () => {
    const saved = await setUrl("youtube", "  https://www.youtube.com/@heartland  ");
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      platform: "youtube",
      url: "https://www.youtube.com/@heartland",
      isActive: true,
    });
    expect(await publicLinks()).toEqual([
      { platform: "youtube", url: "https://www.youtube.com/@heartland", isActive: true },
    ]);

    expect((await toggle("youtube", false)).json()).toMatchObject({ platform: "youtube", isActive: false });
    expect(await publicLinks()).toEqual([]);
    // The admin still sees it, switched off, with its URL.
    const adminView = await callerAs(env.db, env.admin).social.adminList();
    expect(adminView.find((link) => link.platform === "youtube")).toMatchObject({
      url: "https://www.youtube.com/@heartland",
      isActive: false,
    });

    await toggle("youtube", true);
    expect((await publicLinks()).map((link) => link.platform)).toEqual(["youtube"]);

    const audit = await env.db
      .selectFrom("auditLog")
      .select(["action", "entity", "entityId", "actorId"])
      .where("entity", "=", "social_link")
      .orderBy("id")
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(["update", "toggle", "toggle"]);
    expect(audit.every((entry) => entry.entityId === "youtube" && entry.actorId === env.admin.id)).toBe(true);
  });

  it("lists only active links with a URL, fixed platforms first in the original order", async () => {
    await setUrl("facebook", "https://facebook.com/heartland");
    await toggle("instagram", true); // active, but no URL yet
    await setUrl("linkedin", "https://linkedin.com/company/heartland");
    await toggle("linkedin", false);
    await createSocialLink(env.db, { platform: "aaa-other", url: "https://other.example/x" });
    await createSocialLink(env.db, { platform: "bbb-blank", url: "" });
    expect((await publicLinks()).map((link) => link.platform)).toEqual(["facebook", "youtube", "aaa-other"]);
  });

  it("refuses empty and non-http URLs with the original message", async () => {
    for (const url of ["", "   ", "javascript:alert(1)", "ftp://example.org", "facebook.com/x", 42]) {
      const response = await setUrl("twitter", url);
      expect(response.statusCode, String(url)).toBe(400);
      expect(response.json().message, String(url)).toBe("Please enter a valid URL");
    }
    const long = await setUrl("twitter", `https://example.org/${"a".repeat(500)}`);
    expect(long.statusCode).toBe(400);
    expect((await toggle("twitter", "yes")).statusCode).toBe(400);
    expect(
      await env.db.selectFrom("socialMediaLinks").select("id").where("platform", "=", "twitter").execute(),
    ).toEqual([]);
  });

  it("changes only the fixed platforms or stored ones", async () => {
    expect((await setUrl("myspace", "https://myspace.com/x")).statusCode).toBe(404);
    expect((await toggle("myspace", false)).statusCode).toBe(404);
    expect((await setUrl("Bad Name!", "https://x.example")).statusCode).toBe(400);
    const stored = await createSocialLink(env.db, { url: "https://old.example" });
    expect((await setUrl(stored.platform, "https://new.example")).json()).toMatchObject({
      url: "https://new.example",
    });
  });

  it("only administrators change links or see the full list", async () => {
    const churchUser = await cookieFor(env.app, env.db, await createUser(env.db));
    expect((await setUrl("facebook", "https://evil.example", churchUser)).statusCode).toBe(403);
    expect((await toggle("facebook", false, churchUser)).statusCode).toBe(403);
    expect((await setUrl("facebook", "https://evil.example", "")).statusCode).toBe(401);
    const adminList = await env.app.inject({
      method: "GET",
      url: "/trpc/social.adminList",
      headers: { cookie: churchUser },
    });
    expect(adminList.statusCode).toBe(403);
    expect((await publicLinks()).find((link) => link.platform === "facebook")?.url).toBe(
      "https://facebook.com/heartland",
    );
  });
});
