import { minutesOfDay, type ServiceKind, type WeeklyService } from "@app/shared";

/**
 * The documented free-text `serviceTimes`, written from a church's weekly services so REST clients that read only the
 * text keep an accurate one (docs/product/weekly-services.md, "The text and the documented paths"). English, as
 * the text always was; one line a service, in a form the text reader reads back (a weekly line by its days).
 */
const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const KIND_NAMES: Record<ServiceKind, string> = {
  worship: "Worship",
  mass: "Mass",
  prayer: "Prayer",
  "bible-study": "Bible Study",
  youth: "Youth",
  other: "Service",
};
const WEEK_NAMES: Record<number, string> = { 1: "First", 2: "Second", 3: "Third", 4: "Fourth", [-1]: "Last" };
const LANGUAGE_NAMES = new Intl.DisplayNames(["en"], { type: "language" });

function clock(time: string): string {
  const minutes = minutesOfDay(time);
  const hour = Math.floor(minutes / 60);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minutes % 60).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
}

export function serviceTimesText(services: readonly WeeklyService[]): string | null {
  if (services.length === 0) return null;
  return services
    .map((service) => {
      const days = service.days.map((day) => DAY_NAMES[day]).join(" & ");
      const when = service.weekOfMonth === null ? days : `${WEEK_NAMES[service.weekOfMonth]} ${days}`;
      const time = service.end ? `${clock(service.start)} - ${clock(service.end)}` : clock(service.start);
      const extras = [
        service.languages.length > 0
          ? `in ${service.languages.map((code) => LANGUAGE_NAMES.of(code)).join(" & ")}`
          : null,
        service.seasonFrom || service.seasonTo
          ? `${service.seasonFrom ? `from ${service.seasonFrom}` : ""}${service.seasonFrom && service.seasonTo ? " " : ""}${service.seasonTo ? `until ${service.seasonTo}` : ""}`
          : null,
        service.note,
      ].filter(Boolean);
      return `${when} ${KIND_NAMES[service.kind]}: ${time}${extras.length > 0 ? ` (${extras.join("; ")})` : ""}`;
    })
    .join("\n");
}
