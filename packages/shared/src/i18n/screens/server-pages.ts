/**
 * What the server writes into a page for readers and crawlers that run no JavaScript (api/src/pages/heads.ts):
 * the noscript text of the home, church and event pages, and the feeds' titles in the page head.
 * English first, the Spanish beside it with the same keys (the catalogue test holds them together).
 */
import type { PartialCatalogue } from "../es.ts";

export const serverPagesEn = {
  links: {
    events: "Upcoming events",
    resources: "Resource vault",
    plantRequest: "Request a church plant",
    candidates: "Pastoral candidates",
    allEvents: "All upcoming events",
  },
  directory: "Church directory",
  someChurches: "{{shown}} of {{total}} churches. Every church is in the {{sitemap}}.",
  sitemap: "sitemap",
  serviceTimes: "Service times",
  pastor: "Pastor: {{name}}",
  phone: "Phone: {{phone}}",
  email: "Email: {{email}}",
  website: "Website: {{link}}",
  about: "About",
  moreChurchesNear: "Find more churches near {{city}}",
  allDay: "all day",
  hostedBy: "{{location}}, hosted by {{church}}",
  eventSummary: "{{when}}. {{location}}, hosted by {{church}}.",
  feeds: {
    calendar: "{{site}} events calendar",
    events: "{{site}}: upcoming events",
    resources: "{{site}}: new resources",
    eventsSubtitle: "Events across the network's churches, soonest first.",
    resourcesSubtitle: "Resources shared in the vault, newest first.",
    /** An event's first and last day in the events feed. */
    dateRange: "{{start}} to {{end}}",
  },
};

export const serverPagesEs: PartialCatalogue<typeof serverPagesEn> = {
  links: {
    events: "Próximos eventos",
    resources: "Biblioteca de recursos",
    plantRequest: "Solicitar una plantación de iglesias",
    candidates: "Candidatos pastorales",
    allEvents: "Todos los próximos eventos",
  },
  directory: "Directorio de iglesias",
  someChurches: "{{shown}} de {{total}} iglesias. Todas las iglesias están en el {{sitemap}}.",
  sitemap: "mapa del sitio",
  serviceTimes: "Horarios de culto",
  pastor: "Pastor: {{name}}",
  phone: "Teléfono: {{phone}}",
  email: "Correo electrónico: {{email}}",
  website: "Sitio web: {{link}}",
  about: "Acerca de la iglesia",
  moreChurchesNear: "Buscar más iglesias cerca de {{city}}",
  allDay: "todo el día",
  hostedBy: "{{location}}, organizado por {{church}}",
  eventSummary: "{{when}}. {{location}}, organizado por {{church}}.",
  feeds: {
    calendar: "Calendario de eventos de {{site}}",
    events: "{{site}}: próximos eventos",
    resources: "{{site}}: recursos nuevos",
    eventsSubtitle: "Eventos de las iglesias de la red, los más próximos primero.",
    resourcesSubtitle: "Recursos compartidos en la biblioteca, los más nuevos primero.",
    dateRange: "{{start}} al {{end}}",
  },
};
