/**
 * The directory's "When" filters (web/src/features/directory/ServiceFilters.tsx) and the list's "Times not listed"
 * divider (docs/product/weekly-services.md, "Finding a time"). English first, the Spanish beside it with the same
 * keys.
 */
import type { PartialCatalogue } from "../es.ts";

export const serviceFiltersEn = {
  groupLabel: "When",
  moreFilters: "More filters",
  dayLabel: "Day of the service",
  anyDay: "Any day",
  today: "Today",
  thisSunday: "This Sunday",
  days: {
    sun: "Sunday",
    mon: "Monday",
    tue: "Tuesday",
    wed: "Wednesday",
    thu: "Thursday",
    fri: "Friday",
    sat: "Saturday",
  },
  timeLabel: "Time of day",
  anyTime: "Any time",
  times: {
    morning: "Morning",
    afternoon: "Afternoon",
    evening: "Evening",
  },
  /** The time select's last choice: two time fields for an exact window of start times. */
  exactTimes: "Exact times",
  windowLabel: "Starting between",
  fromLabel: "From",
  toLabel: "To",
  languageLabel: "Language of the service",
  anyLanguage: "Any language",
  soon: "Starting in the next 3 hours",
  timesNotListed: "Times not listed",
  timesNotListedHint:
    "These churches have not listed their service times, so they may still have a service when you want one.",
};

export const serviceFiltersEs: PartialCatalogue<typeof serviceFiltersEn> = {
  groupLabel: "Cuándo",
  moreFilters: "Más filtros",
  dayLabel: "Día del servicio",
  anyDay: "Cualquier día",
  today: "Hoy",
  thisSunday: "Este domingo",
  days: {
    sun: "Domingo",
    mon: "Lunes",
    tue: "Martes",
    wed: "Miércoles",
    thu: "Jueves",
    fri: "Viernes",
    sat: "Sábado",
  },
  timeLabel: "Hora del día",
  anyTime: "Cualquier hora",
  times: {
    morning: "Mañana",
    afternoon: "Tarde",
    evening: "Noche",
  },
  exactTimes: "Horas exactas",
  windowLabel: "Que empiece entre",
  fromLabel: "Desde",
  toLabel: "Hasta",
  languageLabel: "Idioma del servicio",
  anyLanguage: "Cualquier idioma",
  soon: "Empieza en las próximas 3 horas",
  timesNotListed: "Horarios no publicados",
  timesNotListedHint:
    "Estas iglesias no han publicado sus horarios de servicio, así que puede que tengan uno cuando usted lo busca.",
};
