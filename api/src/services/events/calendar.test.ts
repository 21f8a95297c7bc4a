import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { buildCalendar, calendarText } from "./calendar.ts";
import type { EventView } from "./rows.ts";

const event = (overrides: Partial<EventView> = {}): EventView => ({
  id: 7,
  title: "Prayer night",
  description: "Come and pray.",
  type: "worship",
  startDate: "2031-03-04",
  endDate: null,
  time: "7:00 PM",
  allDay: false,
  location: "Fellowship Hall",
  capacity: null,
  registrationRequired: false,
  imageUrl: null,
  callToActionText: null,
  callToActionUrl: null,
  church: { id: 3, name: "Grace Chapel" },
  createdAt: "2030-01-01T00:00:00.000Z",
  updatedAt: "2030-01-02T00:00:00.000Z",
  ...overrides,
});

const options = {
  timeZone: "America/Chicago",
  name: "Heartland Church Network",
  baseUrl: "https://example.org",
};

/** Every control character (C0, DEL, C1) but the CR and LF of line ends; RFC 5545 TEXT allows none but tab. */
const FORBIDDEN = /(?![\r\n])\p{Cc}/u;

/** Checks what a feed's bytes must be whatever the events hold, and returns its one event, parsed. */
function writtenEvent(ics: string) {
  expect(ics).not.toMatch(FORBIDDEN);
  // Every line ends CRLF: no bare CR or LF survives in a value.
  expect(ics.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
  for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
  const vevent = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!;
  return new ICAL.Event(vevent);
}

describe("calendarText", () => {
  it("drops the controls RFC 5545 forbids, makes a tab a space and every line break one LF", () => {
    expect(calendarText("a\u0000b\u0007c\u001b[31md\u007Fe\u0085f\u000Bg\u000Ch")).toBe("abc[31mdefgh");
    expect(calendarText("one\r\ntwo\rthree\nfour\tfive")).toBe("one\ntwo\nthree\nfour five");
    expect(calendarText("Café ☕ 😀, a; b\\c")).toBe("Café ☕ 😀, a; b\\c");
  });
});

describe("buildCalendar", () => {
  it("writes no raw control character from any text of an event", () => {
    const dirty = "\u0000Bell\u0007 \u001b[2Jclear\u007F\u0085";
    const ics = buildCalendar(
      [
        event({
          title: `Prayer${dirty}\r\nnight`,
          description: `Line one${dirty}\rLine two\nLine three`,
          location: `Hall${dirty}`,
          callToActionText: `Sign up${dirty}`,
          callToActionUrl: "https://example.org/sign-up\u0007",
          church: { id: 3, name: `Grace${dirty} Chapel` },
        }),
      ],
      options,
    );
    const parsed = writtenEvent(ics);
    expect(parsed.summary).toBe("PrayerBell [2Jclear\nnight");
    expect(parsed.location).toBe("HallBell [2Jclear");
    expect(parsed.description).toBe(
      [
        "Line oneBell [2Jclear\nLine two\nLine three",
        "Host church: GraceBell [2Jclear Chapel",
        "Sign upBell [2Jclear: https://example.org/sign-up",
      ].join("\n\n"),
    );
    expect(parsed.component.getFirstPropertyValue("url")).toBe("https://example.org/sign-up");
  });

  it("escapes and folds long text with many-byte characters and no character split", () => {
    const title = `${"Oración, café; y \\ pan 😀 ".repeat(8)}\u0007fin`;
    const ics = buildCalendar([event({ title, description: "Línea 1\r\n\tLínea 2" })], options);
    const parsed = writtenEvent(ics);
    expect(parsed.summary).toBe(title.replace("\u0007", ""));
    expect(parsed.description).toBe("Línea 1\n Línea 2\n\nHost church: Grace Chapel");
    expect(ics.replaceAll("\r\n ", "")).toContain("Oración\\, café\\; y \\\\ pan");
  });
});
