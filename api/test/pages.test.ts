import { brotliDecompressSync } from "node:zlib";
import { documentTitle, PAGE_TITLES, type PageName, weeklyServiceSchema } from "@app/shared";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { parse } from "node-html-parser";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { recordConfirmation } from "../src/services/freshness/confirmations.ts";
import { inTransaction } from "../src/services/transaction.ts";
import { replaceServices } from "../src/services/weekly-services/rows.ts";
import { createChurch, createEvent, createResource, createSocialLink, isoDate, unique } from "./factories.ts";
import { testConfig } from "./harness.ts";
import { checkStructuredData } from "./structured-data-check.ts";
import { useTestApp } from "./use-test-app.ts";

const env = useTestApp();
const BASE = "http://localhost:3000";
const SITE = "Heartland Church Network";

interface PageHead {
  status: number;
  lang: string | undefined;
  title: string;
  description: string | undefined;
  canonical: string | undefined;
  robots: string | undefined;
  og: Record<string, string>;
  twitter: Record<string, string>;
  alternates: Array<{ type: string; href: string }>;
  jsonLd: Array<Record<string, unknown>>;
  noscript: string;
  html: string;
}

/** The page as a crawler that runs no script sees it. */
async function fetchPage(url: string): Promise<PageHead> {
  const response = await env.app.inject({ method: "GET", url });
  expect(response.headers["content-type"], url).toMatch(/^text\/html/);
  const root = parse(response.body);
  const metaBy = (attribute: string, prefix: string) =>
    Object.fromEntries(
      root
        .querySelectorAll(`meta[${attribute}]`)
        .filter((meta) => meta.getAttribute(attribute)!.startsWith(prefix))
        .map((meta) => [meta.getAttribute(attribute)!.slice(prefix.length), meta.getAttribute("content")!]),
    );
  return {
    status: response.statusCode,
    lang: root.querySelector("html")?.getAttribute("lang"),
    title: root.querySelector("title")?.text ?? "",
    description: root.querySelector('meta[name="description"]')?.getAttribute("content"),
    canonical: root.querySelector('link[rel="canonical"]')?.getAttribute("href"),
    robots: root.querySelector('meta[name="robots"]')?.getAttribute("content"),
    og: metaBy("property", "og:"),
    twitter: metaBy("name", "twitter:"),
    alternates: root
      .querySelectorAll('link[rel="alternate"]')
      .map((link) => ({ type: link.getAttribute("type")!, href: link.getAttribute("href")! })),
    jsonLd: root
      .querySelectorAll('script[type="application/ld+json"]')
      .map((script) => JSON.parse(script.rawText) as Record<string, unknown>),
    noscript: root.querySelector("noscript")?.innerHTML ?? "",
    html: response.body,
  };
}

/** What every indexable page carries: its own title, a canonical address, link previews, valid data. */
function expectSharablePage(page: PageHead, path: string, title: string) {
  expect(page.status, path).toBe(200);
  expect(page.lang).toBe("en");
  expect(page.title).toBe(title);
  expect(page.description?.length).toBeGreaterThan(20);
  expect(page.canonical).toBe(`${BASE}${path}`);
  expect(page.robots).toBeUndefined();
  expect(page.og).toMatchObject({ title, url: `${BASE}${path}`, type: expect.any(String), site_name: SITE });
  expect(page.og.description).toBe(page.description);
  expect(page.og.image).toMatch(/^https?:\/\//);
  expect(page.twitter).toMatchObject({ card: "summary_large_image", title, image: page.og.image });
  expect(page.alternates).toEqual(
    expect.arrayContaining([
      { type: "text/calendar", href: `${BASE}/api/events.ics` },
      { type: "application/atom+xml", href: `${BASE}/feeds/events.atom` },
      { type: "application/atom+xml", href: `${BASE}/feeds/resources.atom` },
    ]),
  );
  for (const block of page.jsonLd) expect(checkStructuredData(block), JSON.stringify(block)).toEqual([]);
}

function expectNotFound(page: PageHead, title: string) {
  expect(page.status).toBe(404);
  expect(page.lang).toBe("en");
  expect(page.title).toBe(documentTitle(title, SITE));
  expect(page.robots).toBe("noindex");
  expect(page.canonical).toBeUndefined();
  expect(page.jsonLd).toEqual([]);
  // Still the app's shell: the browser's router shows its own page.
  expect(page.html).toContain('<div id="root"></div>');
}

const byType = (page: PageHead, type: string) => page.jsonLd.find((block) => block["@type"] === type);

describe("the home page", () => {
  it("has its head, the network as an Organization with its social links, and churches in noscript", async () => {
    const church = await createChurch(env.db, { name: `AAA ${unique("Chapel ")}` });
    const pending = await createChurch(env.db, { name: `AAA ${unique("Pending ")}`, isApproved: false });
    await createSocialLink(env.db, { platform: "facebook", url: "https://facebook.com/heartland" });
    await createSocialLink(env.db, {
      platform: "youtube",
      url: "https://youtube.com/@hidden",
      isActive: false,
    });

    const page = await fetchPage("/?scrollTo=events");
    expectSharablePage(page, "/", documentTitle(null, SITE));
    const organization = byType(page, "Organization")!;
    expect(organization).toMatchObject({
      name: SITE,
      url: `${BASE}/`,
      sameAs: ["https://facebook.com/heartland"],
    });
    expect(page.og.image).toBe(`${BASE}/site-image.png`);
    expect(page.noscript).toContain(`<a href="${BASE}/church/${church.id}">${church.name}</a>`);
    expect(page.noscript).not.toContain(pending.name);
    expect(page.noscript).toContain(`${BASE}/events`);
  });

  it("lists at most 200 churches, alphabetically, and points at the sitemap for the rest", async () => {
    const values = Array.from({ length: 205 }, (_, index) => ({
      name: `ZZ Bulk ${String(index).padStart(3, "0")}`,
      address: "1 Main St",
      city: "Ames",
      state: "IA",
      zipCode: "50010",
      isApproved: true,
    }));
    await env.db.insertInto("churches").values(values).execute();
    const page = await fetchPage("/");
    const links = parse(page.noscript).querySelectorAll("li a");
    expect(links).toHaveLength(200);
    const names = links.map((link) => link.text);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(page.noscript).toContain(`${BASE}/sitemap.xml`);
  });
});

describe("a church page", () => {
  it("carries the church: title, description, photo, Church data with weekly services, noscript text", async () => {
    const upload = "/api/uploads/0f8fad5b-d9cb-469f-a165-70867728950e";
    const church = await createChurch(env.db, {
      name: "Grace Chapel",
      city: "Ames",
      address: "415 Clark Ave",
      phone: "(515) 555-0100",
      website: "https://grace.example.org",
      imageUrl: upload,
      description: "A family of believers in the heart of Ames.",
      serviceTimes: "Sunday 9:00 AM & 11:00 AM\nWednesday 7:00 PM",
    });
    const path = `/church/${church.id}`;
    const page = await fetchPage(path);
    expectSharablePage(page, path, `Grace Chapel, Ames, IA | ${SITE}`);
    expect(page.description).toBe("A family of believers in the heart of Ames.");
    expect(page.og.image).toBe(`${BASE}${upload}`);

    const data = byType(page, "Church")!;
    expect(data).toMatchObject({
      name: "Grace Chapel",
      url: `${BASE}${path}`,
      telephone: "(515) 555-0100",
      image: `${BASE}${upload}`,
      sameAs: ["https://grace.example.org"],
      address: {
        "@type": "PostalAddress",
        streetAddress: "415 Clark Ave",
        addressLocality: "Ames",
        addressRegion: "IA",
        postalCode: "50010",
        addressCountry: "US",
      },
      geo: { "@type": "GeoCoordinates", latitude: 42.0347, longitude: -93.62 },
    });
    const schedules = (data.event as Array<{ eventSchedule: Record<string, unknown> }>).map(
      (event) => event.eventSchedule,
    );
    expect(schedules).toEqual([
      expect.objectContaining({
        byDay: ["https://schema.org/Sunday"],
        startTime: "09:00:00",
        repeatFrequency: "P1W",
      }),
      expect.objectContaining({ byDay: ["https://schema.org/Sunday"], startTime: "11:00:00" }),
      expect.objectContaining({ byDay: ["https://schema.org/Wednesday"], startTime: "19:00:00" }),
    ]);
    for (const schedule of schedules) {
      expect(schedule.scheduleTimezone).toBe("America/Chicago");
      expect(schedule).not.toHaveProperty("endTime");
    }

    expect(page.noscript).toContain("<h1>Grace Chapel</h1>");
    expect(page.noscript).toContain("415 Clark Ave, Ames, IA 50010");
    expect(page.noscript).toContain("Sunday 9:00 AM &amp; 11:00 AM<br />Wednesday 7:00 PM");
  });

  it("gives each weekly service row an Event with its schedule and next date; email on the Organization", async () => {
    const church = await createChurch(env.db, { name: "San José", email: "office@sanjose.example" });
    await env.db
      .insertInto("churchSchedules")
      .values({ churchId: church.id, timeZone: "America/New_York" })
      .execute();
    await inTransaction(env.db, (trx) =>
      replaceServices(trx, church.id, [
        weeklyServiceSchema.parse({
          days: [0],
          start: "9:00",
          end: "10:30",
          kind: "mass",
          languages: ["es"],
        }),
        weeklyServiceSchema.parse({ days: [0], start: "11:00", kind: "worship", weekOfMonth: 1 }),
      ]),
    );
    const path = `/church/${church.id}`;
    const english = await fetchPage(path);
    expectSharablePage(english, path, `San José, Ames, IA | ${SITE}`);
    const data = byType(english, "Church")!;
    expect(data).not.toHaveProperty("email");
    expect(byType(english, "Organization")).toMatchObject({
      "@id": `${BASE}${path}#organization`,
      email: "office@sanjose.example",
      location: { "@id": `${BASE}${path}#church` },
    });
    const events = data.event as Array<Record<string, unknown>>;
    expect(events).toEqual([
      expect.objectContaining({
        name: expect.stringMatching(/^Mass, Sunday 9:00/),
        // The next Sunday at 9 in New York, with that day's offset.
        startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T09:00:00-0[45]:00$/),
        location: { "@id": `${BASE}${path}#church` },
        eventSchedule: expect.objectContaining({
          byDay: ["https://schema.org/Sunday"],
          startTime: "09:00:00",
          endTime: "10:30:00",
          repeatFrequency: "P1W",
          scheduleTimezone: "America/New_York",
        }),
      }),
      expect.objectContaining({
        startDate: expect.stringMatching(/T11:00:00-0[45]:00$/),
        eventSchedule: expect.objectContaining({ byMonthWeek: 1, repeatFrequency: "P1M" }),
      }),
    ]);
    // The free text ("Sunday 10:00 AM ...") is not read when there are rows.
    expect(events).toHaveLength(2);
    const start = new Date(String(events[0]!.startDate));
    expect(start.getTime()).toBeGreaterThan(Date.now());
    expect(start.getTime() - Date.now()).toBeLessThanOrEqual(7 * 24 * 60 * 60 * 1000);

    const spanish = await fetchPage(`/es${path}`);
    for (const block of spanish.jsonLd) expect(checkStructuredData(block), JSON.stringify(block)).toEqual([]);
    const spanishData = byType(spanish, "Church")!;
    expect(spanishData).toMatchObject({ "@id": `${BASE}/es${path}#church`, url: `${BASE}/es${path}` });
    expect(spanishData.event).toEqual([
      expect.objectContaining({ name: expect.stringMatching(/^Misa, domingo/), url: `${BASE}/es${path}` }),
      expect.anything(),
    ]);
    expect(byType(spanish, "Organization")).toMatchObject({ url: `${BASE}/es${path}` });
  });

  it("says in a WebPage block when and by whom the listing was last confirmed, and nothing when never", async () => {
    const never = await createChurch(env.db, { name: "Never Confirmed Chapel" });
    const neverPage = await fetchPage(`/church/${never.id}`);
    expectSharablePage(neverPage, `/church/${never.id}`, `Never Confirmed Chapel, Ames, IA | ${SITE}`);
    const unreviewed = byType(neverPage, "WebPage")!;
    expect(unreviewed).toMatchObject({
      url: `${BASE}/church/${never.id}`,
      about: { "@id": `${BASE}/church/${never.id}#church` },
      inLanguage: "en",
    });
    expect(unreviewed).not.toHaveProperty("lastReviewed");
    expect(unreviewed).not.toHaveProperty("reviewedBy");

    // 02:00 UTC on 4 March is the evening of 3 March in the network's zone (America/Chicago).
    const at = new Date("2026-03-04T02:00:00Z");
    const owned = await createChurch(env.db, { name: "Owner Confirmed Chapel" });
    await recordConfirmation(env.db, owned.id, "owner", { listing: true, services: false }, at);
    const path = `/church/${owned.id}`;
    const ownedPage = await fetchPage(path);
    expectSharablePage(ownedPage, path, `Owner Confirmed Chapel, Ames, IA | ${SITE}`);
    expect(byType(ownedPage, "WebPage")).toEqual({
      "@context": "https://schema.org",
      "@type": "WebPage",
      "@id": `${BASE}${path}`,
      url: `${BASE}${path}`,
      name: `Owner Confirmed Chapel, Ames, IA | ${SITE}`,
      inLanguage: "en",
      about: { "@id": `${BASE}${path}#church` },
      lastReviewed: "2026-03-03",
      // The church vouched for itself: its own Organization node.
      reviewedBy: {
        "@type": "Organization",
        "@id": `${BASE}${path}#organization`,
        name: "Owner Confirmed Chapel",
        url: `${BASE}${path}`,
      },
    });
    const spanish = await fetchPage(`/es${path}`);
    for (const block of spanish.jsonLd) expect(checkStructuredData(block), JSON.stringify(block)).toEqual([]);
    expect(byType(spanish, "WebPage")).toMatchObject({
      url: `${BASE}/es${path}`,
      inLanguage: "es",
      about: { "@id": `${BASE}/es${path}#church` },
      lastReviewed: "2026-03-03",
      reviewedBy: { "@id": `${BASE}/es${path}#organization` },
    });

    // An administrator's or an import's confirmation is the network's: the home page's Organization.
    const network = byType(await fetchPage("/"), "Organization")!;
    for (const by of ["admin", "import"] as const) {
      const church = await createChurch(env.db, { name: unique(`${by} Chapel `) });
      await recordConfirmation(env.db, church.id, by, { listing: true, services: true }, at);
      const page = await fetchPage(`/church/${church.id}`);
      expectSharablePage(page, `/church/${church.id}`, `${church.name}, Ames, IA | ${SITE}`);
      expect(byType(page, "WebPage"), by).toMatchObject({
        lastReviewed: "2026-03-03",
        reviewedBy: { "@type": "Organization", "@id": network["@id"], name: SITE, url: `${BASE}/` },
      });
    }
  });

  it("escapes what people typed, in the head, the structured data and the noscript text", async () => {
    const name = `</title><script>alert(1)</script> "Quoted" & 'single' </script><!--`;
    const church = await createChurch(env.db, { name, serviceTimes: "Sunday <b>10 AM</b>" });
    const page = await fetchPage(`/church/${church.id}`);
    expect(page.status).toBe(200);
    expect(page.html).not.toContain("<script>alert(1)</script>");
    expect(page.html).not.toContain("<b>10 AM</b>");
    expect(page.title).toBe(`${name}, Ames, IA | ${SITE}`);
    expect(page.og.title).toBe(page.title);
    expect(byType(page, "Church")!.name).toBe(name);
    expect(parse(page.noscript).querySelector("h1")!.text).toBe(name);
  });

  it("answers 404 for a missing, an unapproved or a malformed church, with the 404 head", async () => {
    const pending = await createChurch(env.db, { isApproved: false });
    for (const id of [String(pending.id), "99999999", "abc", "1.5", "0"]) {
      const page = await fetchPage(`/church/${id}`);
      expectNotFound(page, PAGE_TITLES.churchNotFound);
      expect(page.html).not.toContain(pending.name);
    }
  });
});

describe("events", () => {
  it("an event page has Event data with zoned times, its place, host, offer and image", async () => {
    const host = await createChurch(env.db, { name: "Harvest Church", address: "9 Elm St", city: "Dubuque" });
    const date = isoDate(30);
    const event = await createEvent(env.db, {
      churchId: host.id,
      title: "Harvest Supper",
      description: "Bring a dish to share.",
      startDate: date,
      time: "6:00 PM - 8:30 PM",
      location: "Fellowship Hall",
      capacity: 80,
      callToActionText: "Reserve a seat",
      callToActionUrl: "https://forms.example.org/supper",
      imageUrl: "https://images.example.org/supper.jpg",
    });
    const path = `/events/${event.id}`;
    const page = await fetchPage(path);
    const [year, month, day] = date.split("-").map(Number) as [number, number, number];
    const monthName = new Date(Date.UTC(year, month - 1, day)).toLocaleString("en-US", {
      month: "short",
      timeZone: "UTC",
    });
    expectSharablePage(page, path, `Harvest Supper, ${monthName} ${day}, ${year} | ${SITE}`);
    expect(page.og.image).toBe("https://images.example.org/supper.jpg");

    const data = page.jsonLd[0]!;
    expect(data["@type"]).toBe("Event");
    // America/Chicago: -05:00 in summer, -06:00 in winter.
    expect(data.startDate).toMatch(new RegExp(`^${date}T18:00:00-0[56]:00$`));
    expect(data.endDate).toMatch(new RegExp(`^${date}T20:30:00-0[56]:00$`));
    expect(data).toMatchObject({
      name: "Harvest Supper",
      url: `${BASE}${path}`,
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      image: "https://images.example.org/supper.jpg",
      maximumAttendeeCapacity: 80,
      location: {
        "@type": "Place",
        name: "Fellowship Hall",
        address: { streetAddress: "9 Elm St", addressLocality: "Dubuque", addressRegion: "IA" },
      },
      organizer: { "@type": "Organization", name: "Harvest Church", url: `${BASE}/church/${host.id}` },
      offers: { "@type": "Offer", url: "https://forms.example.org/supper", name: "Reserve a seat" },
    });
    expect(page.noscript).toContain("<h1>Harvest Supper</h1>");
  });

  it("all-day events carry plain dates; a time with no end gives no invented end", async () => {
    const allDay = await createEvent(env.db, { startDate: isoDate(10), endDate: isoDate(12), allDay: true });
    const allDayData = (await fetchPage(`/events/${allDay.id}`)).jsonLd[0]!;
    expect(allDayData).toMatchObject({ startDate: isoDate(10), endDate: isoDate(12) });

    const open = await createEvent(env.db, { startDate: isoDate(11), time: "Doors open 7 PM" });
    const openPage = await fetchPage(`/events/${open.id}`);
    expect(openPage.jsonLd[0]!.startDate).toMatch(/T19:00:00-0[56]:00$/);
    expect(openPage.jsonLd[0]).not.toHaveProperty("endDate");
    expect(checkStructuredData(openPage.jsonLd[0])).toEqual([]);
    expect(openPage.og.image).toBe(`${BASE}/site-image.png`);
  });

  it("the events page lists upcoming events as an ItemList of Events", async () => {
    const event = await createEvent(env.db, { title: unique("Listed "), startDate: isoDate(5) });
    const past = await createEvent(env.db, { title: unique("Past "), startDate: isoDate(-5) });
    const page = await fetchPage("/events");
    expectSharablePage(page, "/events", documentTitle(PAGE_TITLES.events, SITE));
    const list = byType(page, "ItemList") as {
      itemListElement: Array<{ url: string; item: { name: string } }>;
    };
    expect(list.itemListElement.map((entry) => entry.url)).toContain(`${BASE}/events/${event.id}`);
    expect(list.itemListElement.map((entry) => entry.item.name)).not.toContain(past.title);
    expect(page.noscript).toContain(event.title);
  });

  it("a past event still has its page; a missing one, or one of a pending church, answers 404", async () => {
    const past = await createEvent(env.db, { startDate: isoDate(-20) });
    expect((await fetchPage(`/events/${past.id}`)).status).toBe(200);
    const pendingHost = await createChurch(env.db, { isApproved: false });
    const hidden = await createEvent(env.db, { churchId: pendingHost.id });
    for (const id of [String(hidden.id), "99999999", "next"]) {
      expectNotFound(await fetchPage(`/events/${id}`), PAGE_TITLES.eventNotFound);
    }
  });
});

describe("the other routes of the route table", () => {
  it("/resources describes the approved resources", async () => {
    const approved = await createResource(env.db, { title: unique("Sermon ") });
    const pending = await createResource(env.db, {
      title: unique("Pending "),
      status: "pending",
      uploadedBy: null,
      submitterName: "Sam",
      submitterEmail: "sam@example.test",
      churchName: "Grace",
    });
    const page = await fetchPage("/resources");
    expectSharablePage(page, "/resources", documentTitle(PAGE_TITLES.resources, SITE));
    const names = JSON.stringify(byType(page, "ItemList"));
    expect(names).toContain(approved.title);
    expect(names).not.toContain(pending.title);
  });

  it("every static route has its own title; private ones are kept out of the index", async () => {
    const routes: Array<[string, PageName]> = [
      ["/church-plant-request", "churchPlantRequest"],
      ["/pastoral-candidate", "pastoralCandidate"],
      ["/auth", "auth"],
      ["/register", "register"],
      ["/register-church", "registerChurch"],
      ["/sign-up", "signUp"],
      ["/help", "help"],
      ["/open-data", "openData"],
      ["/claim", "claim"],
      ["/profile", "profile"],
      ["/forgot-password", "forgotPassword"],
      ["/reset-password", "resetPassword"],
      ["/email-change", "emailChange"],
      ["/admin", "admin"],
      ["/admin/events", "adminEvents"],
      ["/admin/resources", "adminResources"],
      ["/admin/church-planting", "adminChurchPlanting"],
      ["/admin/import", "adminImport"],
      ["/admin/accounts", "adminAccounts"],
      ["/account/two-factor", "twoFactor"],
    ];
    const titles = new Set<string>();
    for (const [path, name] of routes) {
      const page = await fetchPage(path);
      expect(page.status, path).toBe(200);
      expect(page.title, path).toBe(documentTitle(PAGE_TITLES[name], SITE));
      expect(page.canonical, path).toBe(`${BASE}${path}`);
      const isPrivate =
        path.startsWith("/admin") ||
        [
          "/profile",
          "/claim",
          "/forgot-password",
          "/reset-password",
          "/email-change",
          "/account/two-factor",
        ].includes(path);
      expect(page.robots, path).toBe(isPrivate ? "noindex" : undefined);
      titles.add(page.title);
    }
    expect(titles.size).toBe(routes.length);
  });

  it("unknown addresses answer 404 with the 404 page's head", async () => {
    for (const path of ["/nonexistent", "/church", "/events/1/extra", "/admin/nope"]) {
      expectNotFound(await fetchPage(path), PAGE_TITLES.notFound);
    }
  });

  it("redirects the vault's old address and trailing slashes, never off the site", async () => {
    const vault = await env.app.inject({ method: "GET", url: "/resource-vault?type=video" });
    expect(vault.statusCode).toBe(301);
    expect(vault.headers.location).toBe("/resources?type=video");
    const slash = await env.app.inject({ method: "GET", url: "/events/?x=1" });
    expect(slash.statusCode).toBe(301);
    expect(slash.headers.location).toBe("/events?x=1");
    for (const url of ["//evil.example/", "/\\evil.example/"]) {
      const response = await env.app.inject({ method: "GET", url });
      expect(response.headers.location, url).toBeUndefined();
    }
  });

  it("names each page's own code in its HTML (the build's page-modules.json), and never serves that list", async () => {
    const church = await createChurch(env.db);
    // The JSON block the boot script reads (docs/decisions/023-app-code-after-first-paint.md).
    const preloads = async (url: string) =>
      JSON.parse(
        parse((await env.app.inject({ method: "GET", url })).body).querySelector("#page-code")?.textContent ??
          "[]",
      ) as string[];
    expect(await preloads("/")).toEqual(["/assets/home-page.js", "/assets/directory-section.js"]);
    expect(await preloads("/es?scrollTo=directory")).toEqual([
      "/assets/home-page.js",
      "/assets/directory-section.js",
    ]);
    expect(await preloads(`/church/${church.id}`)).toEqual(["/assets/church-page.js"]);
    // An event's address opens the events page with its dialog: the events page's code.
    const event = await createEvent(env.db, { churchId: church.id });
    expect(await preloads("/events")).toEqual(["/assets/events-page.js"]);
    expect(await preloads(`/events/${event.id}`)).toEqual(["/assets/events-page.js"]);
    expect(await preloads("/auth")).toEqual(["/assets/login-page.js"]);
    // A page the list does not name, and a page that is not there: the entry's code alone.
    expect(await preloads("/help")).toEqual([]);
    expect(await preloads("/church/2147483647")).toEqual([]);
    const list = await env.app.inject({ method: "GET", url: "/page-modules.json" });
    expect(list.statusCode).toBe(404);
    expect(list.body).not.toContain("home-page.js");
  });

  it("sends pages compressed when the client accepts it, and answers HEAD", async () => {
    const plain = await env.app.inject({ method: "GET", url: "/" });
    const br = await env.app.inject({ method: "GET", url: "/", headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const head = await env.app.inject({ method: "HEAD", url: "/help" });
    expect(head.statusCode).toBe(200);
  });

  it("keeps a page whole while its data holds: one tag for every encoding, a 304, and news at once", async () => {
    const church = await createChurch(env.db);
    const url = `/church/${church.id}`;
    const plain = await env.app.inject({ method: "GET", url });
    const again = await env.app.inject({ method: "GET", url });
    const br = await env.app.inject({ method: "GET", url, headers: { "accept-encoding": "br" } });
    const gzip = await env.app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip" } });
    const etag = plain.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    expect([again, br, gzip].map((answer) => answer.headers.etag)).toEqual([etag, etag, etag]);
    expect(again.body).toBe(plain.body);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const unchanged = await env.app.inject({ method: "GET", url, headers: { "if-none-match": etag } });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe("");

    // A change to the church is on its page at the next request, and so is a new footer link on any page.
    const renamed = unique("Renamed Church ");
    await env.db.updateTable("churches").set({ name: renamed }).where("id", "=", church.id).execute();
    const edited = await env.app.inject({ method: "GET", url, headers: { "if-none-match": etag } });
    expect(edited.statusCode).toBe(200);
    expect(edited.body).toContain(renamed);
    expect(edited.headers.etag).not.toBe(etag);
    const home = await env.app.inject({ method: "GET", url: "/" });
    const link = await createSocialLink(env.db, { url: `https://example.org/${unique("kept")}` });
    const homeAfter = await env.app.inject({
      method: "GET",
      url: "/",
      headers: { "if-none-match": String(home.headers.etag) },
    });
    expect(homeAfter.statusCode).toBe(200);
    expect(homeAfter.body).toContain(link.url);
    expect(home.body).not.toContain(link.url);
  });

  it("serves the site's preview image, 1200x630", async () => {
    const response = await env.app.inject({ method: "GET", url: "/site-image.png" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/png");
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630 });
  });
});

const xml = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ["url", "sitemap", "entry"].includes(name),
});

function readXml(body: string) {
  expect(XMLValidator.validate(body)).toBe(true);
  return xml.parse(body) as Record<string, Record<string, unknown>>;
}

describe("robots.txt and the sitemap", () => {
  it("robots.txt keeps crawlers out of private areas and names the sitemap", async () => {
    const response = await env.app.inject({ method: "GET", url: "/robots.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    for (const path of ["/admin", "/profile", "/claim", "/api", "/trpc"]) {
      expect(response.body).toContain(`Disallow: ${path}\n`);
    }
    expect(response.body).toContain("Allow: /api/uploads/\n");
    // The calendar every page advertises, and what is published for reuse, stay crawlable.
    for (const path of ["/api/events.ics", "/api/open-data/", "/api/openapi.json", "/api/docs"]) {
      expect(response.body).toContain(`Allow: ${path}\n`);
    }
    expect(response.body).toContain(`Sitemap: ${BASE}/sitemap.xml`);
  });

  it("lists every approved church and upcoming event with lastmod, and every URL in it answers 200", async () => {
    const church = await createChurch(env.db);
    const pending = await createChurch(env.db, { isApproved: false });
    const event = await createEvent(env.db, { startDate: isoDate(3) });
    const past = await createEvent(env.db, { startDate: isoDate(-3) });
    const response = await env.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(response.headers["content-type"]).toMatch(/^application\/xml/);
    const urls = readXml(response.body).urlset!.url as Array<{ loc: string; lastmod?: string }>;
    const locs = urls.map((url) => url.loc);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toContain(`${BASE}/church/${church.id}`);
    expect(locs).toContain(`${BASE}/events/${event.id}`);
    expect(locs).toContain(`${BASE}/`);
    expect(locs).not.toContain(`${BASE}/church/${pending.id}`);
    expect(locs).not.toContain(`${BASE}/events/${past.id}`);
    expect(locs.some((loc) => /\/(admin|profile|claim|api)/.test(loc))).toBe(false);
    const churchEntry = urls.find((url) => url.loc === `${BASE}/church/${church.id}`)!;
    expect(Date.parse(churchEntry.lastmod!)).toBe(new Date(church.updatedAt).getTime());

    for (const loc of locs) {
      const page = await env.app.inject({ method: "GET", url: loc.slice(BASE.length) });
      expect(page.statusCode, loc).toBe(200);
    }
  });

  it("sends a sitemap file built once: one tag for every encoding, and a 304 while it holds", async () => {
    const plain = await env.app.inject({ method: "GET", url: "/sitemap.xml" });
    const br = await env.app.inject({
      method: "GET",
      url: "/sitemap.xml",
      headers: { "accept-encoding": "br" },
    });
    const etag = String(plain.headers.etag);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.etag).toBe(etag);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const unchanged = await env.app.inject({
      method: "GET",
      url: "/sitemap.xml",
      headers: { "accept-encoding": "gzip", "if-none-match": etag },
    });
    expect(unchanged.statusCode).toBe(304);
  });

  it("splits into an index of numbered sitemaps past the page size", async () => {
    const app = await buildApp({
      config: testConfig(),
      db: env.db,
      logger: false,
      pageOptions: { sitemapPageSize: 7 },
    });
    try {
      const whole = await env.app.inject({ method: "GET", url: "/sitemap.xml" });
      const expected = (readXml(whole.body).urlset!.url as Array<{ loc: string }>).map((url) => url.loc);
      expect(expected.length).toBeGreaterThan(14);

      const index = await app.inject({ method: "GET", url: "/sitemap.xml" });
      const sitemaps = readXml(index.body).sitemapindex!.sitemap as Array<{ loc: string }>;
      expect(sitemaps).toHaveLength(Math.ceil(expected.length / 7));
      const seen: string[] = [];
      for (const [position, sitemap] of sitemaps.entries()) {
        expect(sitemap.loc).toBe(`${BASE}/sitemap-${position + 1}.xml`);
        const part = await app.inject({ method: "GET", url: sitemap.loc.slice(BASE.length) });
        expect(part.statusCode).toBe(200);
        const urls = readXml(part.body).urlset!.url as Array<{ loc: string }>;
        expect(urls.length).toBeLessThanOrEqual(7);
        seen.push(...urls.map((url) => url.loc));
      }
      expect(seen).toEqual(expected);
      const beyond = await app.inject({ method: "GET", url: `/sitemap-${sitemaps.length + 1}.xml` });
      expect(beyond.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe("feeds", () => {
  it("the events feed is valid Atom with the upcoming events", async () => {
    const event = await createEvent(env.db, { title: unique("Feed & <Supper> "), startDate: isoDate(4) });
    const response = await env.app.inject({ method: "GET", url: "/feeds/events.atom" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/atom\+xml/);
    const feed = readXml(response.body).feed!;
    expect(feed["@_xmlns"]).toBe("http://www.w3.org/2005/Atom");
    const entries = feed.entry as Array<{
      id: string;
      title: { "#text": string };
      link: { "@_href": string };
    }>;
    const entry = entries.find((candidate) => candidate.id === `${BASE}/events/${event.id}`)!;
    expect(entry.title["#text"]).toBe(event.title);
    expect(entry.link["@_href"]).toBe(`${BASE}/events/${event.id}`);
  });

  it("the resources feed is valid Atom with approved resources only, newest first", async () => {
    const older = await createResource(env.db, {
      title: unique("Older "),
      createdAt: new Date(Date.now() - 86_400_000),
    });
    const newer = await createResource(env.db, { title: unique("Newer ") });
    const pending = await createResource(env.db, {
      title: unique("Unreviewed "),
      status: "pending",
      uploadedBy: null,
      submitterName: "Sam",
      submitterEmail: "sam@example.test",
      churchName: "Grace",
    });
    const response = await env.app.inject({ method: "GET", url: "/feeds/resources.atom" });
    const titles = (readXml(response.body).feed!.entry as Array<{ title: { "#text": string } }>).map(
      (entry) => entry.title["#text"],
    );
    expect(titles).not.toContain(pending.title);
    expect(titles.indexOf(newer.title)).toBeLessThan(titles.indexOf(older.title));
    expect(titles.indexOf(older.title)).toBeGreaterThanOrEqual(0);
  });
});
