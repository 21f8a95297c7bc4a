/**
 * A run-time check of the schema.org data the pages print: the properties search engines require or use for
 * each type this site writes, with their formats (ISO 8601 dates with an offset, absolute URLs, a real time
 * zone). schema-dts checks the shapes at compile time; this checks the values. The tests run it on what the
 * server actually sent.
 */

type Node = Record<string, unknown>;

const DAY_URLS = new Set(
  ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"].map(
    (day) => `https://schema.org/${day}`,
  ),
);
const EVENT_STATUSES = new Set(
  ["EventScheduled", "EventCancelled", "EventPostponed", "EventRescheduled", "EventMovedOnline"].map(
    (status) => `https://schema.org/${status}`,
  ),
);
const ATTENDANCE_MODES = new Set(
  ["OfflineEventAttendanceMode", "OnlineEventAttendanceMode", "MixedEventAttendanceMode"].map(
    (mode) => `https://schema.org/${mode}`,
  ),
);

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const DATE_TIME_WITH_ZONE =
  /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
/** iCal's byDay text, which schema.org's byDay also takes: "SU", "1SU", "-1SU". */
const ICAL_BY_DAY = /^(-1|[1-5])?(SU|MO|TU|WE|TH|FR|SA)$/;
const DURATION = /^P(?=\d|T\d)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(T(\d+H)?(\d+M)?(\d+S)?)?$/;

const isObject = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isText = (value: unknown) => typeof value === "string" && value.trim() !== "";

function isAbsoluteUrl(value: unknown): boolean {
  if (typeof value !== "string") return false;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

function isTimeZone(value: unknown): boolean {
  if (!isText(value)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value as string });
    return true;
  } catch {
    return false;
  }
}

/** A date or a date-time with an offset: a time without one means nothing to a reader elsewhere. */
function isIsoDate(value: unknown): value is string {
  return typeof value === "string" && (DATE.test(value) || DATE_TIME_WITH_ZONE.test(value));
}

/** Instants to compare a start with an end; a plain date counts from its start (UTC: only order matters). */
function instant(value: string): number {
  return Date.parse(DATE.test(value) ? `${value}T00:00:00Z` : value);
}

class Checker {
  readonly problems: string[] = [];

  private fail(path: string, message: string) {
    this.problems.push(`${path}: ${message}`);
  }

  private requireText(node: Node, key: string, path: string) {
    if (!isText(node[key])) this.fail(`${path}.${key}`, "required text is missing");
  }

  private requireUrl(node: Node, key: string, path: string) {
    if (!isAbsoluteUrl(node[key]))
      this.fail(`${path}.${key}`, `must be an absolute URL (got ${String(node[key])})`);
  }

  private optionalUrl(node: Node, key: string, path: string) {
    if (node[key] !== undefined) this.requireUrl(node, key, path);
  }

  /** The check of each type this site writes; any other type is a mistake. */
  private readonly checks: Record<string, (node: Node, path: string) => void> = {
    Church: (node, path) => this.church(node, path),
    Event: (node, path) => this.event(node, path),
    Place: (node, path) => this.place(node, path),
    PostalAddress: (node, path) => this.address(node, path),
    GeoCoordinates: (node, path) => this.geo(node, path),
    Schedule: (node, path) => this.schedule(node, path),
    Organization: (node, path) => this.organization(node, path),
    Offer: (node, path) => this.requireUrl(node, "url", path),
    ItemList: (node, path) => this.itemList(node, path),
    WebPage: (node, path) => this.webPage(node, path),
    CreativeWork: (node, path) => {
      this.requireText(node, "name", path);
      this.optionalUrl(node, "url", path);
    },
  };

  node(value: unknown, path: string, expected?: readonly string[]): void {
    if (!isObject(value)) {
      this.fail(path, "must be an object");
      return;
    }
    const type = String(value["@type"]);
    const check = this.checks[type];
    if (expected && !expected.includes(type)) {
      this.fail(path, `must be one of ${expected.join(", ")} (got ${type})`);
    } else if (!check) {
      this.fail(path, `unexpected @type ${type}`);
    } else {
      check(value, path);
    }
  }

  private church(node: Node, path: string): void {
    this.requireText(node, "name", path);
    this.requireUrl(node, "url", path);
    this.requireUrl(node, "image", path);
    this.node(node.address, `${path}.address`, ["PostalAddress"]);
    if (node.geo !== undefined) this.node(node.geo, `${path}.geo`, ["GeoCoordinates"]);
    if (node.telephone !== undefined) this.requireText(node, "telephone", path);
    // schema.org's email is a property of an Organization or a Person, not of a place.
    if (node.email !== undefined) this.fail(`${path}.email`, "belongs on an Organization, not on the place");
    if (node.sameAs !== undefined) this.urlList(node.sameAs, `${path}.sameAs`);
    if (node.event !== undefined) {
      const events = Array.isArray(node.event) ? node.event : [node.event];
      for (const [index, event] of events.entries()) this.node(event, `${path}.event[${index}]`, ["Event"]);
    }
  }

  private event(node: Node, path: string): void {
    this.requireText(node, "name", path);
    if (!ATTENDANCE_MODES.has(String(node.eventAttendanceMode))) {
      this.fail(`${path}.eventAttendanceMode`, "must be a schema.org attendance mode");
    }
    this.location(node.location, `${path}.location`);
    if (node.eventSchedule !== undefined) {
      // A weekly service: the schedule says when; read from free text, it has no single date.
      this.node(node.eventSchedule, `${path}.eventSchedule`, ["Schedule"]);
      if (node.startDate === undefined) return;
    }
    if (!isIsoDate(node.startDate)) {
      this.fail(
        `${path}.startDate`,
        `must be an ISO 8601 date or date-time with offset (got ${String(node.startDate)})`,
      );
    }
    if (node.endDate !== undefined) {
      if (!isIsoDate(node.endDate)) {
        this.fail(
          `${path}.endDate`,
          `must be an ISO 8601 date or date-time with offset (got ${String(node.endDate)})`,
        );
      } else if (isIsoDate(node.startDate) && instant(node.endDate) < instant(node.startDate)) {
        this.fail(`${path}.endDate`, "is before the start");
      }
    }
    if (!EVENT_STATUSES.has(String(node.eventStatus)))
      this.fail(`${path}.eventStatus`, "must be a schema.org status");
    this.requireUrl(node, "image", path);
    this.requireUrl(node, "url", path);
    this.node(node.organizer, `${path}.organizer`, ["Organization"]);
    if (node.offers !== undefined) this.node(node.offers, `${path}.offers`, ["Offer"]);
  }

  /** A Place with an address, or a reference to a node described elsewhere on the page. */
  private location(value: unknown, path: string) {
    if (isObject(value) && value["@type"] === undefined && isAbsoluteUrl(value["@id"])) return;
    this.node(value, path, ["Place"]);
  }

  private place(node: Node, path: string) {
    this.requireText(node, "name", path);
    this.node(node.address, `${path}.address`, ["PostalAddress"]);
    if (node.geo !== undefined) this.node(node.geo, `${path}.geo`, ["GeoCoordinates"]);
  }

  private address(node: Node, path: string) {
    for (const key of ["streetAddress", "addressLocality", "addressRegion", "addressCountry"]) {
      this.requireText(node, key, path);
    }
    if (node.postalCode !== undefined) this.requireText(node, "postalCode", path);
  }

  private geo(node: Node, path: string) {
    const { latitude, longitude } = node;
    if (typeof latitude !== "number" || Math.abs(latitude) > 90)
      this.fail(`${path}.latitude`, "must be a number in -90..90");
    if (typeof longitude !== "number" || Math.abs(longitude) > 180) {
      this.fail(`${path}.longitude`, "must be a number in -180..180");
    }
  }

  private schedule(node: Node, path: string) {
    const days = Array.isArray(node.byDay) ? node.byDay : [node.byDay];
    if (
      days.length === 0 ||
      !days.every((day) => DAY_URLS.has(String(day)) || ICAL_BY_DAY.test(String(day)))
    ) {
      this.fail(`${path}.byDay`, "must name schema.org days of the week (or iCal byDay text)");
    }
    if (typeof node.startTime !== "string" || !TIME.test(node.startTime))
      this.fail(`${path}.startTime`, "must be hh:mm[:ss]");
    if (typeof node.repeatFrequency !== "string" || !DURATION.test(node.repeatFrequency)) {
      this.fail(`${path}.repeatFrequency`, "must be an ISO 8601 duration");
    }
    if (node.byMonthWeek !== undefined) {
      const week = node.byMonthWeek;
      if (typeof week !== "number" || !Number.isInteger(week) || week < 1 || week > 5)
        this.fail(`${path}.byMonthWeek`, "must be an integer in 1..5");
      if (node.repeatFrequency !== "P1M")
        this.fail(`${path}.repeatFrequency`, "must be P1M with byMonthWeek");
    }
    if (!isTimeZone(node.scheduleTimezone))
      this.fail(`${path}.scheduleTimezone`, "must be an IANA time zone");
    if (node.endTime !== undefined) {
      if (typeof node.endTime !== "string" || !TIME.test(node.endTime))
        this.fail(`${path}.endTime`, "must be hh:mm[:ss]");
      else if (typeof node.startTime === "string" && node.endTime <= node.startTime)
        this.fail(`${path}.endTime`, "must be after the start");
    }
    for (const key of ["startDate", "endDate"]) {
      if (node[key] !== undefined && !(typeof node[key] === "string" && DATE.test(node[key] as string)))
        this.fail(`${path}.${key}`, "must be a date (the season's first or last day)");
    }
  }

  private organization(node: Node, path: string) {
    this.requireText(node, "name", path);
    if (node.email !== undefined && !/^[^\s@]+@[^\s@]+$/.test(String(node.email)))
      this.fail(`${path}.email`, "must be an email address");
    this.requireUrl(node, "url", path);
    this.optionalUrl(node, "logo", path);
    if (node.sameAs !== undefined) this.urlList(node.sameAs, `${path}.sameAs`);
  }

  /**
   * A page about a node described elsewhere on it; its review (the listing's last confirmation) is a plain date
   * with the Organization that made it, both or neither.
   */
  private webPage(node: Node, path: string): void {
    this.requireUrl(node, "url", path);
    if (!isObject(node.about) || !isAbsoluteUrl(node.about["@id"]))
      this.fail(`${path}.about`, "must refer to a node by its @id");
    if (
      node.lastReviewed !== undefined &&
      !(typeof node.lastReviewed === "string" && DATE.test(node.lastReviewed))
    )
      this.fail(`${path}.lastReviewed`, `must be an ISO 8601 date (got ${String(node.lastReviewed)})`);
    if ((node.lastReviewed === undefined) !== (node.reviewedBy === undefined))
      this.fail(`${path}.reviewedBy`, "comes with lastReviewed, and only with it");
    if (node.reviewedBy !== undefined) this.node(node.reviewedBy, `${path}.reviewedBy`, ["Organization"]);
  }

  private itemList(node: Node, path: string): void {
    const items = node.itemListElement;
    if (!Array.isArray(items)) {
      this.fail(`${path}.itemListElement`, "must be a list");
      return;
    }
    if (node.numberOfItems !== undefined && node.numberOfItems !== items.length) {
      this.fail(`${path}.numberOfItems`, "does not match the list");
    }
    for (const [index, entry] of items.entries()) {
      const entryPath = `${path}.itemListElement[${index}]`;
      if (!isObject(entry) || entry["@type"] !== "ListItem") {
        this.fail(entryPath, "must be a ListItem");
        continue;
      }
      if (entry.position !== index + 1) this.fail(`${entryPath}.position`, `must be ${index + 1}`);
      if (entry.item === undefined) this.requireUrl(entry, "url", entryPath);
      else this.node(entry.item, `${entryPath}.item`);
    }
  }

  private urlList(value: unknown, path: string) {
    const list = Array.isArray(value) ? value : [value];
    list.forEach((entry, index) => {
      if (!isAbsoluteUrl(entry)) this.fail(`${path}[${index}]`, "must be an absolute URL");
    });
  }
}

/** Problems found in one top-level JSON-LD block; empty when it is valid. */
export function checkStructuredData(block: unknown): string[] {
  const checker = new Checker();
  if (!isObject(block) || block["@context"] !== "https://schema.org") {
    return ["$: a top-level block must be an object with @context https://schema.org"];
  }
  checker.node(block, `$(${String(block["@type"])})`);
  return checker.problems;
}
