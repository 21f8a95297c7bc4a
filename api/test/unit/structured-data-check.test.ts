import { TZDate } from "@date-fns/tz";
import { describe, expect, it } from "vitest";
import { parseShell } from "../../src/pages/html.ts";
import {
  churchJsonLd,
  churchWebPageJsonLd,
  eventDates,
  isoDay,
  venueInText,
} from "../../src/pages/json-ld.ts";
import { checkStructuredData } from "../structured-data-check.ts";

const church = {
  id: 1,
  name: "Grace Chapel",
  address: "1 Main St",
  city: "Ames",
  state: "IA",
  zipCode: "50010",
  latitude: "42.03",
  longitude: "-93.62",
  phone: null,
  email: null,
  website: null,
  description: null,
  pastorName: null,
  serviceTimes: "Sunday 10:00 AM",
};
const page = {
  url: "https://example.org/church/1",
  image: "https://example.org/a.png",
  timeZone: "America/Chicago",
};

const event = {
  "@context": "https://schema.org",
  "@type": "Event",
  name: "Supper",
  url: "https://example.org/events/1",
  startDate: "2026-05-10T18:00:00-05:00",
  endDate: "2026-05-10T20:00:00-05:00",
  eventStatus: "https://schema.org/EventScheduled",
  eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
  image: "https://example.org/a.png",
  location: {
    "@type": "Place",
    name: "Hall",
    address: {
      "@type": "PostalAddress",
      streetAddress: "1 Main St",
      addressLocality: "Ames",
      addressRegion: "IA",
      postalCode: "50010",
      addressCountry: "US",
    },
  },
  organizer: { "@type": "Organization", name: "Grace", url: "https://example.org/church/1" },
};

describe("checkStructuredData", () => {
  it("accepts what the builders make", () => {
    for (const block of churchJsonLd(church, page)) expect(checkStructuredData(block)).toEqual([]);
    expect(checkStructuredData(event)).toEqual([]);
  });

  it("names each missing or malformed property", () => {
    const problems = (change: Record<string, unknown>) => checkStructuredData({ ...event, ...change });
    expect(problems({ startDate: undefined })[0]).toMatch(/startDate/);
    expect(problems({ startDate: "2026-05-10T18:00:00" })[0]).toMatch(/offset/);
    expect(problems({ endDate: "2026-05-09" })[0]).toMatch(/before the start/);
    expect(problems({ image: "/relative.png" })[0]).toMatch(/image: must be an absolute URL/);
    expect(problems({ location: { "@type": "Place", name: "Hall" } })[0]).toMatch(/location.address/);
    expect(problems({ eventStatus: "Scheduled" })[0]).toMatch(/eventStatus/);
    expect(problems({ "@type": "Happening" })[0]).toMatch(/unexpected @type/);
    expect(checkStructuredData({ ...event, "@context": undefined })).toHaveLength(1);
    const schedule = churchJsonLd(church, page)[0] as unknown as {
      event: Array<{ eventSchedule: Record<string, unknown> }>;
    };
    const service = schedule.event[0]!;
    service.eventSchedule.endTime = "09:00:00";
    service.eventSchedule.scheduleTimezone = "Midwest/Somewhere";
    expect(checkStructuredData(schedule)).toEqual([
      expect.stringMatching(/scheduleTimezone/),
      expect.stringMatching(/endTime: must be after the start/),
    ]);
  });

  it("checks the page's review: a plain date, by an Organization, both or neither", () => {
    const webPage = (confirmation: { at: Date; by: "owner" | "admin" | "import" } | null) =>
      churchWebPageJsonLd(church, {
        url: page.url,
        title: "Grace Chapel",
        locale: "en",
        timeZone: page.timeZone,
        network: { name: "Heartland", url: "https://example.org/" },
        confirmation,
      }) as unknown as Record<string, unknown>;
    const reviewed = webPage({ at: new Date("2026-03-03T15:00:00Z"), by: "import" });
    expect(checkStructuredData(reviewed)).toEqual([]);
    expect(checkStructuredData(webPage(null))).toEqual([]);
    expect(checkStructuredData({ ...reviewed, lastReviewed: "2026-03-03T15:00:00Z" })[0]).toMatch(
      /lastReviewed: must be an ISO 8601 date/,
    );
    expect(checkStructuredData({ ...reviewed, reviewedBy: undefined })[0]).toMatch(/reviewedBy/);
    expect(checkStructuredData({ ...reviewed, about: "Grace Chapel" })[0]).toMatch(/about/);
  });
});

describe("isoDay", () => {
  it("is the calendar day in the network's zone, not in UTC", () => {
    // 02:00 UTC on 4 March is still the evening of 3 March in Iowa.
    expect(isoDay(new Date("2026-03-04T02:00:00Z"), "America/Chicago")).toBe("2026-03-03");
    expect(isoDay(new Date("2026-03-04T02:00:00Z"), "UTC")).toBe("2026-03-04");
  });
});

describe("eventDates", () => {
  const zone = "America/Chicago";
  it("writes local times with the zone's offset, summer and winter", () => {
    const summer = new TZDate(2026, 6, 4, 19, 0, zone);
    const winter = new TZDate(2026, 0, 4, 9, 30, zone);
    expect(
      eventDates({ allDay: false, start: summer, end: summer, endTyped: true, lastDay: "2026-07-04" }),
    ).toEqual({ startDate: "2026-07-04T19:00:00-05:00", endDate: "2026-07-04T19:00:00-05:00" });
    expect(
      eventDates({ allDay: false, start: winter, end: winter, endTyped: false, lastDay: "2026-01-04" }),
    ).toEqual({
      startDate: "2026-01-04T09:30:00-06:00",
    });
    expect(
      eventDates({ allDay: false, start: winter, end: winter, endTyped: false, lastDay: "2026-01-06" }),
    ).toEqual({
      startDate: "2026-01-04T09:30:00-06:00",
      endDate: "2026-01-06",
    });
    expect(eventDates({ allDay: true, firstDay: "2026-01-04", lastDay: "2026-01-05" })).toEqual({
      startDate: "2026-01-04",
      endDate: "2026-01-05",
    });
  });
});

describe("parseShell", () => {
  const head = {
    title: 'A <b>"title"</b>',
    description: "d",
    canonical: "https://example.org/x",
    image: "https://example.org/i.png",
    imageAlt: "alt",
    siteName: "Site",
    jsonLd: [{ name: "</script><script>alert(1)</script>" }],
  };
  it("fills the build's head and body in place, escaping every value", () => {
    const shell = parseShell(
      '<!doctype html><html lang="de"><head><meta charset="UTF-8" /><meta name="description" content="old" /><title>Old</title><script type="module" src="/assets/app.js"></script></head><body><a href="#main">Skip</a><div id="root"></div></body></html>',
    );
    const html = shell.render(head, "<p>hi</p>");
    expect(html).toContain('<html lang="en">');
    expect(html).not.toContain("Old");
    expect(html).not.toContain('content="old"');
    expect(html).toContain("<title>A &lt;b&gt;&quot;title&quot;&lt;/b&gt;</title>");
    expect(html).not.toContain("</script><script>alert(1)");
    expect(html).toContain('<script type="module" src="/assets/app.js"></script></head>');
    expect(html).toContain('<noscript><p>hi</p></noscript>\n    <div id="root"></div>');
    const json = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!;
    expect(JSON.parse(json)).toEqual(head.jsonLd[0]);
  });

  it("names a page's own code at the end of the head, after the entry's, and no other page's", () => {
    const shell = parseShell(
      '<html><head><title>Old</title><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
      { home: ["/assets/HomePage-1.js", "/assets/list-2.js"], church: ['/assets/"x".js'] },
    );
    const home = shell.render(head, undefined, "home");
    expect(home).toContain(
      '<script type="module" src="/assets/app.js"></script><script type="application/json" id="page-code">["/assets/HomePage-1.js","/assets/list-2.js"]</script>',
    );
    expect(home).toMatch(/<\/script>\s*<\/head>/);
    // A file name is JSON in a script block: nothing in it can end the block.
    expect(shell.render(head, undefined, "church")).toContain('["/assets/\\"x\\".js"]');
    for (const other of [shell.render(head), shell.render(head, undefined, "auth")]) {
      expect(other).not.toContain("page-code");
      expect(other).toContain('<script type="module" src="/assets/app.js"></script></head>');
    }
  });

  it("copes with a shell that has no title or root element", () => {
    const html = parseShell("<html><head></head><body></body></html>").render(head);
    expect(html).toMatch(/<head><title>.*<\/head><body><\/body>/s);
  });
});

describe("venueInText", () => {
  it("reads a venue's own address out of an event's location, and nothing less", () => {
    expect(venueInText("Iowa Events Center, 730 Third St, Des Moines, IA 50309")).toEqual({
      name: "Iowa Events Center",
      address: {
        "@type": "PostalAddress",
        streetAddress: "730 Third St",
        addressLocality: "Des Moines",
        addressRegion: "IA",
        postalCode: "50309",
        addressCountry: "US",
      },
    });
    expect(venueInText("1130 Nicollet Mall, Minneapolis, MN")?.name).toBe(
      "1130 Nicollet Mall, Minneapolis, MN",
    );
    for (const text of [
      "Fellowship Hall",
      "Room 12, Main Building",
      "12 Oak St, Ames",
      "Hall, 3 Elm St, Ames, Iowa",
    ]) {
      expect(venueInText(text), text).toBeNull();
    }
  });
});

describe("churchJsonLd with weekly service rows", () => {
  const row = {
    days: [0],
    start: "09:00",
    end: "10:30",
    kind: "mass" as const,
    languages: ["es"],
    weekOfMonth: null,
    seasonFrom: null,
    seasonTo: null,
    note: null,
    readFromText: false,
  };
  // Friday 2026-11-27, noon in Chicago.
  const now = new Date("2026-11-27T18:00:00Z");
  const withRows = {
    ...church,
    email: "office@grace.example",
    serviceTimes: "Wednesday 7:00 PM",
    services: [
      row,
      { ...row, days: [0], start: "11:00", end: null, kind: "worship" as const, weekOfMonth: 1 as const },
      { ...row, days: [6], start: "17:00", end: null, weekOfMonth: -1 as const },
      { ...row, start: "08:00", seasonFrom: "2027-06-01", seasonTo: "2027-08-31" },
      { ...row, start: "07:00", seasonFrom: "2025-06-01", seasonTo: "2025-08-31" },
    ],
    timeZone: "America/New_York",
  };

  it("gives each row an Event with a schedule and its next date, email on the Organization", () => {
    const blocks = churchJsonLd(withRows, { ...page, locale: "es", now });
    for (const block of blocks) expect(checkStructuredData(block)).toEqual([]);
    const [place, organization] = blocks as unknown as Array<Record<string, unknown>>;
    expect(place).not.toHaveProperty("email");
    expect(organization).toMatchObject({ "@type": "Organization", email: "office@grace.example" });
    const events = place!.event as Array<Record<string, unknown>>;
    // The season that ended in 2025 is never held again: left out, and the free text is not read.
    expect(events).toHaveLength(4);
    expect(events[0]).toMatchObject({
      name: expect.stringMatching(/^Misa, domingo/),
      startDate: "2026-11-29T09:00:00-05:00",
      inLanguage: ["es"],
      eventSchedule: {
        byDay: ["https://schema.org/Sunday"],
        startTime: "09:00:00",
        endTime: "10:30:00",
        repeatFrequency: "P1W",
        scheduleTimezone: "America/New_York",
      },
    });
    expect(events[1]).toMatchObject({
      startDate: "2026-12-06T11:00:00-05:00",
      eventSchedule: { byMonthWeek: 1, repeatFrequency: "P1M" },
    });
    expect(events[2]).toMatchObject({
      startDate: "2026-11-28T17:00:00-05:00",
      eventSchedule: { byDay: ["-1SA"], repeatFrequency: "P1M" },
    });
    expect(events[3]).toMatchObject({
      startDate: "2027-06-06T08:00:00-04:00",
      eventSchedule: { startDate: "2027-06-01", endDate: "2027-08-31" },
    });
  });

  it("reads the free text when the church has no rows, in the association's zone", () => {
    const [place] = churchJsonLd({ ...withRows, services: [], timeZone: null }, page) as unknown as Array<{
      event: Array<{ eventSchedule: unknown }>;
    }>;
    expect(place!.event[0]!.eventSchedule).toMatchObject({
      byDay: ["https://schema.org/Wednesday"],
      scheduleTimezone: "America/Chicago",
    });
  });
});
