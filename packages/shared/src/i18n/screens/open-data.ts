/**
 * /open-data: the directory's listings as open data, the API's description, and the licence (OpenDataPage).
 * English first, the Spanish beside it with the same keys (the catalogue test holds them together).
 */
import type { PartialCatalogue } from "../es.ts";

export const openDataEn = {
  eyebrow: "Open data",
  licenseTitle: "Licence",
  license: "The listings are published under the {{license}} licence.",
  credit: "When you reuse them, please credit {{site}} and link to this site.",
  whatIsIn:
    "Every approved church, as its listing shows it: name, address, coordinates, pastor, contact details, service times and worship languages. The files follow every change to the directory.",
  download: "Download",
  geojson: {
    title: "GeoJSON",
    text: "For maps: every church as a point (RFC 7946), ready for QGIS, Leaflet or MapLibre.",
  },
  csv: {
    title: "CSV",
    text: "For spreadsheets: one row per church, UTF-8, opens in Excel, Numbers or LibreOffice.",
  },
  hsds: {
    title: "Open Referral HSDS 3",
    text: "For human services directories such as 211: each church as an organization with its location, address and worship service, and its weekly services as schedules.",
  },
  api: {
    title: "API",
    text: "For developers: every REST path, described in OpenAPI 3.1.",
    reference: "API reference",
    description: "OpenAPI document",
  },
  calendar: {
    title: "Calendar and feeds",
    text: "Upcoming events as an iCalendar subscription, and Atom feeds of the events and the resource vault.",
    ics: "Calendar (iCalendar)",
    events: "Events feed",
    resources: "Resources feed",
  },
};

export const openDataEs: PartialCatalogue<typeof openDataEn> = {
  eyebrow: "Datos abiertos",
  licenseTitle: "Licencia",
  license: "Los listados se publican con la licencia {{license}}.",
  credit: "Si los reutiliza, mencione a {{site}} y enlace a este sitio.",
  whatIsIn:
    "Cada iglesia aprobada, tal como la muestra su listado: nombre, dirección, coordenadas, pastor, datos de contacto, horarios de culto e idiomas de culto. Los archivos siguen cada cambio del directorio.",
  download: "Descargar",
  geojson: {
    title: "GeoJSON",
    text: "Para mapas: cada iglesia como un punto (RFC 7946), lista para QGIS, Leaflet o MapLibre.",
  },
  csv: {
    title: "CSV",
    text: "Para hojas de cálculo: una fila por iglesia, UTF-8; se abre en Excel, Numbers o LibreOffice.",
  },
  hsds: {
    title: "HSDS 3 de Open Referral",
    text: "Para directorios de servicios sociales como el 211: cada iglesia como una organización con su ubicación, su dirección y su culto, y sus servicios semanales como horarios.",
  },
  api: {
    title: "API",
    text: "Para desarrolladores: todas las rutas REST, descritas en OpenAPI 3.1.",
    reference: "Referencia de la API",
    description: "Documento OpenAPI",
  },
  calendar: {
    title: "Calendario y canales",
    text: "Los próximos eventos como suscripción iCalendar, y canales Atom de los eventos y de la biblioteca de recursos.",
    ics: "Calendario (iCalendar)",
    events: "Canal de eventos",
    resources: "Canal de recursos",
  },
};
