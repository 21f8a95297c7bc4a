/**
 * A church's weekly services on its page (features/churches/WeeklyServicesCard.tsx): the next one and the week
 * (docs/product/weekly-services.md). English first, the Spanish beside it with the same keys.
 */
import type { PartialCatalogue } from "../es.ts";

export const weeklyServicesEn = {
  title: "Weekly services",
  nextService: "Next service",
  /** "Sunday 9:00 AM · Mass · in Spanish · in 2 days" */
  inLanguages: "in {{languages}}",
  table: {
    caption: "Weekly services, in the church's local time ({{zone}})",
    day: "Day",
    time: "Time",
    service: "Service",
  },
  /** "9:00 AM – 10:30 AM" */
  timeRange: "{{start}} – {{end}}",
  weekOfMonth: {
    "1": "first {{day}} of the month",
    "2": "second {{day}} of the month",
    "3": "third {{day}} of the month",
    "4": "fourth {{day}} of the month",
    "-1": "last {{day}} of the month",
  },
  season: "from {{from}} to {{to}}",
  seasonFrom: "from {{from}}",
  seasonTo: "until {{to}}",
  kind: {
    worship: "Worship",
    mass: "Mass",
    prayer: "Prayer",
    "bible-study": "Bible study",
    youth: "Youth",
    other: "Other",
  },
};

export const weeklyServicesEs: PartialCatalogue<typeof weeklyServicesEn> = {
  title: "Servicios semanales",
  nextService: "Próximo servicio",
  inLanguages: "en {{languages}}",
  table: {
    caption: "Servicios semanales, en la hora local de la iglesia ({{zone}})",
    day: "Día",
    time: "Hora",
    service: "Servicio",
  },
  timeRange: "{{start}} – {{end}}",
  weekOfMonth: {
    "1": "primer {{day}} del mes",
    "2": "segundo {{day}} del mes",
    "3": "tercer {{day}} del mes",
    "4": "cuarto {{day}} del mes",
    "-1": "último {{day}} del mes",
  },
  season: "del {{from}} al {{to}}",
  seasonFrom: "desde el {{from}}",
  seasonTo: "hasta el {{to}}",
  kind: {
    worship: "Culto",
    mass: "Misa",
    prayer: "Oración",
    "bible-study": "Estudio bíblico",
    youth: "Jóvenes",
    other: "Otro",
  },
};
