import {
  type ChurchFacet,
  type ChurchFacetsInput,
  minutesOfDay,
  parseTimeOfDay,
  type ServiceKind,
  type WeeklyService,
} from "@app/shared";

/**
 * A weekly service as the editor holds it (docs/product/weekly-services.md, "Editing"): the times as typed ("9:30
 * am"), blanks for the optional fields, the week of the month as a select's text. The shared schema reads these
 * very values, on the client and again on the server.
 */
export interface ServiceRowValues {
  days: number[];
  start: string;
  end: string;
  kind: ServiceKind;
  languages: string[];
  weekOfMonth: string;
  seasonFrom: string;
  seasonTo: string;
  note: string;
  readFromText: boolean;
}

/** A new row: Sunday, worship, in the church's first language when it has one. */
export function blankServiceRow(languages: readonly string[] = []): ServiceRowValues {
  return {
    days: [0],
    start: "",
    end: "",
    kind: "worship",
    languages: languages.length === 1 ? [...languages] : [],
    weekOfMonth: "",
    seasonFrom: "",
    seasonTo: "",
    note: "",
    readFromText: false,
  };
}

/** A stored service as the editor's row. */
export function toServiceRow(service: WeeklyService): ServiceRowValues {
  return {
    days: [...service.days],
    start: service.start,
    end: service.end ?? "",
    kind: service.kind,
    languages: [...service.languages],
    weekOfMonth: service.weekOfMonth === null ? "" : String(service.weekOfMonth),
    seasonFrom: service.seasonFrom ?? "",
    seasonTo: service.seasonTo ?? "",
    note: service.note ?? "",
    readFromText: service.readFromText,
  };
}

/** The form's value for the facets: only the known answers. */
export function toFacetValues(
  facets: Partial<Record<ChurchFacet, boolean | null>> | undefined,
): ChurchFacetsInput {
  const values: ChurchFacetsInput = {};
  for (const [facet, answer] of Object.entries(facets ?? {}) as Array<[ChurchFacet, boolean | null]>) {
    if (answer !== null) values[facet] = answer;
  }
  return values;
}

/**
 * What a typed time reads as, in the page's clock ("9:30 AM", "09:30"), or null while it reads as no time: shown
 * under the box, so "9" is seen to be the morning before it is saved.
 */
export function readTime(text: string, intlLocale: string): string | null {
  if (text.trim() === "") return null;
  const time = parseTimeOfDay(text);
  if (time === null) return null;
  const minutes = minutesOfDay(time);
  return new Intl.DateTimeFormat(intlLocale, { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(
    new Date(Date.UTC(2024, 0, 7, Math.floor(minutes / 60), minutes % 60)),
  );
}
