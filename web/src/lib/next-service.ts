/**
 * A church's next service as the directory's cards, the map's popup and the church page say it, in the page's
 * language and the church's own zone (docs/product/weekly-services.md, "The next service"): "Sunday 9:00 AM",
 * "in 2 days". From @app/shared/schedule, not @app/shared: the cards are in the first page, which carries no zod.
 */

import type { ServiceKind } from "@app/shared";
import {
  minutesOfDay,
  nextService,
  type Occurrence,
  type ScheduledService,
  SERVICE_TIMES_OF_DAY,
  type ServiceTimeOfDay,
  servicesAnswering,
  type WhenQuestion,
} from "@app/shared/schedule";
import type { TFunction } from "i18next";
import { dateFormat } from "./dates";
import { currentIntlLocale } from "./i18n";
import { languageList } from "./languages";
import { madeOnce } from "./made-once";

const DAY_MS = 24 * 60 * 60 * 1000;

// Formatters come from caches: making one costs far more than using it, and every card of the directory's list
// says its church's next service while a phone hydrates the page.
const format = (options: Intl.DateTimeFormatOptions, timeZone: string, at: Date) =>
  dateFormat(currentIntlLocale(), timeZone, options).format(at);

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
const relativeFormat = (locale: string) =>
  madeOnce(relativeFormats, locale, () => new Intl.RelativeTimeFormat(locale, { numeric: "auto" }));

/** The calendar day of an instant in a zone, as a day count, so two instants compare by date there. */
function dayNumber(at: Date, timeZone: string): number {
  const [year, month, day] = dateFormat("en-CA", timeZone, {}).format(at).split("-").map(Number);
  return Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1) / DAY_MS;
}

/** "in 3 hours" within a day, else "tomorrow", "in 2 days" by the church's calendar. */
export function fromNow(at: Date, now: Date, timeZone: string): string {
  const relative = relativeFormat(currentIntlLocale());
  const hours = (at.getTime() - now.getTime()) / 3_600_000;
  if (hours < 1) return relative.format(Math.max(1, Math.round(hours * 60)), "minute");
  if (hours < 12) return relative.format(Math.round(hours), "hour");
  return relative.format(dayNumber(at, timeZone) - dayNumber(now, timeZone), "day");
}

/** The weekday and clock of an occurrence where the church is: "Sunday 9:00 AM". */
export function occurrenceLabel({ startsAt }: Pick<Occurrence, "startsAt">, timeZone: string): string {
  const weekday = format({ weekday: "long" }, timeZone, startsAt);
  const time = format({ hour: "numeric", minute: "2-digit" }, timeZone, startsAt);
  return `${weekday} ${time}`;
}

type ServiceWithLanguages = ScheduledService & { languages: readonly string[] };

/**
 * The service a card names: under the directory's "When" filters, the next one that answers them (the visitor
 * asked for a Spanish service on Sunday morning, not for the Saturday Mass before it); else, or when none does
 * by the browser's clock, the church's next service of any kind.
 */
export function cardNextService<S extends ServiceWithLanguages>(
  schedule: readonly S[],
  timeZone: string,
  now: Date,
  question?: WhenQuestion,
): Occurrence<S> | null {
  if (question) {
    const answering = nextService(servicesAnswering(schedule, question, now, timeZone), now, timeZone);
    if (answering) return answering;
  }
  return nextService(schedule, now, timeZone);
}

type CardService = ServiceWithLanguages & { kind: ServiceKind };

/**
 * "Sunday 9:00 AM · in Spanish · in 2 days", in the page's language: the kind is said unless it is plain worship,
 * the languages when the service lists them. Null when the church lists no service held within a year.
 */
export function nextServiceText(
  schedule: readonly CardService[],
  timeZone: string,
  now: Date,
  t: TFunction,
  question?: WhenQuestion,
): string | null {
  const next = cardNextService(schedule, timeZone, now, question);
  if (!next) return null;
  const { kind, languages } = next.service;
  return [
    occurrenceLabel(next, timeZone),
    kind === "worship" ? null : t(`weeklyServices.kind.${kind}`),
    languages.length > 0 ? t("weeklyServices.inLanguages", { languages: languageList(languages) }) : null,
    fromNow(next.startsAt, now, timeZone),
  ]
    .filter(Boolean)
    .join(" · ");
}

/** The directory's "When" filters as the address holds them ("HH:MM" windows): what a card is asked. */
interface WhenFilter {
  day?: string;
  time?: string;
  from?: string;
  to?: string;
  serviceLanguage?: string;
  soon?: boolean;
}

const isTimeOfDay = (time: string | undefined): time is ServiceTimeOfDay =>
  (SERVICE_TIMES_OF_DAY as readonly (string | undefined)[]).includes(time);

/** The filters as the cards and the map's popup read them; undefined when no "When" filter is set. */
export function whenQuestionOf(filter: WhenFilter): WhenQuestion | undefined {
  const { day, time, from, to, serviceLanguage, soon } = filter;
  if (!day && !time && !from && !to && !serviceLanguage && !soon) return undefined;
  return {
    day,
    time: isTimeOfDay(time) ? time : undefined,
    from: from ? minutesOfDay(from) : undefined,
    to: to ? minutesOfDay(to) : undefined,
    serviceLanguage,
  };
}
