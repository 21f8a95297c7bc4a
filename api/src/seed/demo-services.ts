import type { ChurchFacetsInput, WeeklyServiceInput } from "@app/shared";
import type { ChurchKey } from "./seed-data.ts";

/**
 * The demo's weekly services as data (issue 41, docs/product/weekly-services.md): Saturday evening Masses,
 * Spanish services, Wednesday prayer, a first-Sunday communion and a summer schedule. The other demo churches keep
 * only their free text, which the server reads into "please confirm" services after it starts.
 */
export const DEMO_SERVICES: ReadonlyArray<{ church: ChurchKey; services: WeeklyServiceInput[] }> = [
  {
    // Des Moines: the journey "a Spanish service this Sunday morning near Des Moines" finds this one.
    church: { name: "Grand Avenue Community Church", city: "Des Moines", state: "IA" },
    services: [
      { days: [0], start: "9:00", end: "10:15", kind: "worship", languages: ["en"] },
      {
        days: [0],
        start: "11:00",
        end: "12:15",
        kind: "worship",
        languages: ["es"],
        note: "Culto en español",
      },
      { days: [3], start: "18:30", kind: "prayer" },
      { days: [0], start: "17:00", kind: "other", weekOfMonth: 1, note: "Communion" },
      {
        days: [0],
        start: "8:00",
        kind: "worship",
        seasonFrom: "2027-06-06",
        seasonTo: "2027-08-29",
        note: "Outdoor service in the courtyard",
      },
    ],
  },
  {
    church: { name: "Beaverdale Christian Fellowship", city: "Des Moines", state: "IA" },
    services: [
      { days: [6], start: "17:00", kind: "worship", note: "Saturday evening service" },
      { days: [0], start: "10:30", kind: "worship" },
      { days: [3], start: "19:00", kind: "youth" },
    ],
  },
  {
    church: { name: "Broad Ripple Church", city: "Indianapolis", state: "IN" },
    services: [
      { days: [6], start: "17:30", kind: "mass", note: "Vigil Mass" },
      { days: [0], start: "8:00", kind: "mass" },
      { days: [0], start: "10:30", kind: "mass" },
      { days: [0], start: "13:00", kind: "mass", languages: ["es"], note: "Misa en español" },
      { days: [1, 2, 3, 4, 5], start: "12:05", kind: "mass", note: "Weekday Mass" },
    ],
  },
  {
    church: { name: "Iglesia Nueva Esperanza", city: "Omaha", state: "NE" },
    services: [
      { days: [0], start: "11:00", kind: "worship", languages: ["es"] },
      { days: [3], start: "19:00", kind: "bible-study", languages: ["es"] },
      { days: [5], start: "19:30", kind: "youth", languages: ["es"] },
    ],
  },
  {
    church: { name: "Meridian Street Fellowship", city: "Indianapolis", state: "IN" },
    services: [
      { days: [0], start: "10:00", kind: "worship" },
      { days: [2], start: "12:00", end: "12:30", kind: "prayer" },
      { days: [0], start: "18:00", kind: "other", weekOfMonth: -1, note: "Hymn sing" },
    ],
  },
];

/**
 * The demo's accessibility and family answers (docs/product/weekly-services.md, "Accessibility and family"): a few
 * churches answer most questions, some only one or two, and the rest none, as a real directory fills in.
 */
export const DEMO_FACETS: ReadonlyArray<{ church: ChurchKey; facets: ChurchFacetsInput }> = [
  {
    church: { name: "Grand Avenue Community Church", city: "Des Moines", state: "IA" },
    facets: {
      stepFreeEntrance: true,
      accessibleRestroom: true,
      accessibleParking: true,
      hearingLoop: true,
      signLanguage: false,
      largePrint: true,
      nursery: true,
      childrensProgramme: true,
      youthGroup: true,
    },
  },
  {
    church: { name: "Beaverdale Christian Fellowship", city: "Des Moines", state: "IA" },
    facets: { stepFreeEntrance: false, accessibleParking: true, nursery: true, youthGroup: false },
  },
  {
    church: { name: "Iglesia Nueva Esperanza", city: "Omaha", state: "NE" },
    facets: { stepFreeEntrance: true, accessibleRestroom: true, nursery: true, childrensProgramme: true },
  },
  {
    church: { name: "Broad Ripple Church", city: "Indianapolis", state: "IN" },
    facets: { stepFreeEntrance: true, hearingLoop: true, signLanguage: true, largePrint: true },
  },
  {
    church: { name: "Meridian Street Fellowship", city: "Indianapolis", state: "IN" },
    facets: { stepFreeEntrance: true, youthGroup: true },
  },
  {
    church: { name: "Loring Park Church", city: "Minneapolis", state: "MN" },
    facets: { stepFreeEntrance: true, accessibleRestroom: true, largePrint: false, childrensProgramme: true },
  },
  {
    church: { name: "Lincoln Park Community Church", city: "Chicago", state: "IL" },
    facets: { stepFreeEntrance: false, nursery: true, childrensProgramme: true, youthGroup: true },
  },
  {
    church: { name: "Heritage Hill Church", city: "Grand Rapids", state: "MI" },
    facets: { hearingLoop: true },
  },
];
