/**
 * Calendar subscriptions (issue 41, deliverable 6): the "Subscribe" (webcal://) and "Add to Google Calendar"
 * links beside a church's weekly services and the events list, and the words of a church's services calendar
 * (api/src/services/weekly-services/calendar.ts). English first, the Spanish beside it with the same keys.
 */
import type { PartialCatalogue } from "../es.ts";

export const calendarLinksEn = {
  /** The webcal:// link: the calendar app subscribes and keeps the calendar up to date. */
  subscribe: "Subscribe",
  subscribeServicesLabel: "Subscribe to {{church}}'s weekly services in your calendar app",
  /** The link's words; each label below starts with them, so a voice command that reads the screen matches. */
  addToGoogle: "Add to Google Calendar",
  addServicesToGoogleLabel: "Add to Google Calendar: {{church}}'s weekly services",
  addEventsToGoogleLabel: "Add to Google Calendar: the events calendar",
  /** The name of a church's services calendar, as calendar apps list it. */
  servicesCalendarName: "{{church}}: weekly services",
  /** A service's title in the calendar: "Mass · San José". */
  serviceSummary: "{{kind}} · {{church}}",
};

export const calendarLinksEs: PartialCatalogue<typeof calendarLinksEn> = {
  subscribe: "Suscribirse",
  subscribeServicesLabel:
    "Suscribirse a los servicios semanales de {{church}} en su aplicación de calendario",
  addToGoogle: "Añadir a Google Calendar",
  addServicesToGoogleLabel: "Añadir a Google Calendar: los servicios semanales de {{church}}",
  addEventsToGoogleLabel: "Añadir a Google Calendar: el calendario de eventos",
  servicesCalendarName: "{{church}}: servicios semanales",
  serviceSummary: "{{kind}} · {{church}}",
};
