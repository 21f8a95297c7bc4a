/**
 * The weekly-service editor of the church forms (web/src/features/churches/service-editor/), and the accessibility
 * and family facets: their fieldset in the forms, the church page's list and the directory's filter
 * (docs/product/weekly-services.md, "Editing" and "Accessibility and family"). English first, the Spanish beside
 * it with the same keys.
 */
import type { PartialCatalogue } from "../es.ts";

export const serviceEditorEn = {
  title: "Weekly services",
  hint: "List each regular service. Times are the church's local time.",
  empty: "No services listed yet.",
  /** "Service 2" */
  rowLegend: "Service {{number}}",
  add: "Add a service",
  /** "Remove service 2" */
  remove: "Remove service {{number}}",
  removed: "Service removed.",
  days: "Days",
  start: "Starts",
  end: "Ends (optional)",
  timeHint: "For example 9, 9:30 am or 18:00",
  /** What the time field understood, shown under it: "Reads as 9:30 AM". */
  readsAs: "Reads as {{time}}",
  kind: "Kind of service",
  languages: "Languages of this service",
  languagesHint: "Up to 3; none if it does not matter.",
  more: "Week of the month, season and note",
  weekOfMonth: "Week of the month",
  everyWeek: "Every week",
  week: {
    "1": "First",
    "2": "Second",
    "3": "Third",
    "4": "Fourth",
    "-1": "Last",
  },
  seasonFrom: "Season starts (optional)",
  seasonTo: "Season ends (optional)",
  note: "Note (optional)",
  notePlaceholder: "For example: Communion, with interpretation",
  readFromText: "Read from your text: please check it and save to confirm.",
  oldTextHint:
    "Shown where no services are listed above. Once you list services, this text is written from them.",
  /** One letter or short name per chip, with the full day name for screen readers. */
  dayShort: { "0": "Sun", "1": "Mon", "2": "Tue", "3": "Wed", "4": "Thu", "5": "Fri", "6": "Sat" },
  dayLong: {
    "0": "Sunday",
    "1": "Monday",
    "2": "Tuesday",
    "3": "Wednesday",
    "4": "Thursday",
    "5": "Friday",
    "6": "Saturday",
  },
};

export const serviceEditorEs: PartialCatalogue<typeof serviceEditorEn> = {
  title: "Servicios semanales",
  hint: "Indique cada servicio habitual. Las horas son las locales de la iglesia.",
  empty: "Todavía no hay servicios.",
  rowLegend: "Servicio {{number}}",
  add: "Añadir un servicio",
  remove: "Quitar el servicio {{number}}",
  removed: "Servicio quitado.",
  days: "Días",
  start: "Comienza",
  end: "Termina (opcional)",
  timeHint: "Por ejemplo 9, 9:30 am o 18:00",
  readsAs: "Se entiende {{time}}",
  kind: "Tipo de servicio",
  languages: "Idiomas de este servicio",
  languagesHint: "Hasta 3; ninguno si no importa.",
  more: "Semana del mes, temporada y nota",
  weekOfMonth: "Semana del mes",
  everyWeek: "Todas las semanas",
  week: {
    "1": "Primera",
    "2": "Segunda",
    "3": "Tercera",
    "4": "Cuarta",
    "-1": "Última",
  },
  seasonFrom: "Inicio de la temporada (opcional)",
  seasonTo: "Fin de la temporada (opcional)",
  note: "Nota (opcional)",
  notePlaceholder: "Por ejemplo: Santa Cena, con interpretación",
  readFromText: "Leído de su texto: revíselo y guarde para confirmarlo.",
  oldTextHint:
    "Se muestra cuando no hay servicios en la lista. En cuanto indique servicios, este texto se escribe a partir de ellos.",
  dayShort: { "0": "Dom", "1": "Lun", "2": "Mar", "3": "Mié", "4": "Jue", "5": "Vie", "6": "Sáb" },
  dayLong: {
    "0": "domingo",
    "1": "lunes",
    "2": "martes",
    "3": "miércoles",
    "4": "jueves",
    "5": "viernes",
    "6": "sábado",
  },
};

export const churchFacetsEn = {
  title: "Accessibility and families",
  hint: "Answer what you know; leave the rest as “Not sure”.",
  accessibility: "Accessibility",
  family: "Families",
  yes: "Yes",
  no: "No",
  unknown: "Not sure",
  facet: {
    stepFreeEntrance: "Step-free entrance",
    accessibleRestroom: "Accessible restroom",
    hearingLoop: "Hearing loop or assistive listening",
    signLanguage: "Sign-language interpretation",
    largePrint: "Large print",
    accessibleParking: "Accessible parking",
    nursery: "Nursery or childcare",
    childrensProgramme: "Children's programme",
    youthGroup: "Youth group",
  },
  /** The church page: "No step-free entrance" for a known no. */
  not: {
    stepFreeEntrance: "No step-free entrance",
    accessibleRestroom: "No accessible restroom",
    hearingLoop: "No hearing loop or assistive listening",
    signLanguage: "No sign-language interpretation",
    largePrint: "No large print",
    accessibleParking: "No accessible parking",
    nursery: "No nursery or childcare",
    childrensProgramme: "No children's programme",
    youthGroup: "No youth group",
  },
  /** The directory's filter. */
  filterLabel: "Accessibility and families",
  filterSummary_one: "{{count}} need",
  filterSummary_other: "{{count}} needs",
  filterAny: "Needs",
};

export const churchFacetsEs: PartialCatalogue<typeof churchFacetsEn> = {
  title: "Accesibilidad y familias",
  hint: "Responda lo que sepa; deje el resto como «No sé».",
  accessibility: "Accesibilidad",
  family: "Familias",
  yes: "Sí",
  no: "No",
  unknown: "No sé",
  facet: {
    stepFreeEntrance: "Entrada sin escalones",
    accessibleRestroom: "Baño accesible",
    hearingLoop: "Bucle magnético o ayuda auditiva",
    signLanguage: "Interpretación en lengua de señas",
    largePrint: "Letra grande",
    accessibleParking: "Estacionamiento accesible",
    nursery: "Guardería o cuidado de niños",
    childrensProgramme: "Programa infantil",
    youthGroup: "Grupo de jóvenes",
  },
  not: {
    stepFreeEntrance: "Sin entrada sin escalones",
    accessibleRestroom: "Sin baño accesible",
    hearingLoop: "Sin bucle magnético ni ayuda auditiva",
    signLanguage: "Sin interpretación en lengua de señas",
    largePrint: "Sin letra grande",
    accessibleParking: "Sin estacionamiento accesible",
    nursery: "Sin guardería ni cuidado de niños",
    childrensProgramme: "Sin programa infantil",
    youthGroup: "Sin grupo de jóvenes",
  },
  filterLabel: "Accesibilidad y familias",
  filterSummary_one: "{{count}} necesidad",
  filterSummary_other: "{{count}} necesidades",
  filterAny: "Necesidades",
};
