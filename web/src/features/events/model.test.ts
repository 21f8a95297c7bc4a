import { describe, expect, it } from "vitest";
import { ALL_TYPES, type EventItem, filterEvents, typePalette, typesPresent } from "./model";

const event = (id: number, overrides: Partial<EventItem>): EventItem => ({
  id,
  title: "Event",
  description: null,
  type: "service",
  startDate: "2030-01-01",
  endDate: null,
  time: null,
  allDay: true,
  location: "Main Hall",
  capacity: null,
  registrationRequired: false,
  imageUrl: null,
  callToActionText: null,
  callToActionUrl: null,
  church: { id: 1, name: "Grace Chapel" },
  createdAt: "",
  updatedAt: "",
  ...overrides,
});

const events = [
  event(1, { title: "Sunday Worship", type: "service" }),
  event(2, { title: "Youth Night", type: "fellowship", church: { id: 2, name: "Riverside Church" } }),
  event(3, { title: "Leaders Summit", type: "conference", location: "Des Moines Convention Center" }),
  event(4, { title: "Potluck", type: "social" }),
];
const ids = (list: EventItem[]) => list.map((e) => e.id);

describe("filterEvents", () => {
  it("matches title, host church and location, ignoring case and outer spaces", () => {
    expect(ids(filterEvents(events, { type: ALL_TYPES, search: "  WORSHIP " }))).toEqual([1]);
    expect(ids(filterEvents(events, { type: ALL_TYPES, search: "riverside" }))).toEqual([2]);
    expect(ids(filterEvents(events, { type: ALL_TYPES, search: "des moines" }))).toEqual([3]);
    expect(ids(filterEvents(events, { type: ALL_TYPES, search: "" }))).toEqual([1, 2, 3, 4]);
  });

  it("filters by type together with the search", () => {
    expect(ids(filterEvents(events, { type: "fellowship", search: "" }))).toEqual([2]);
    expect(ids(filterEvents(events, { type: "service", search: "riverside" }))).toEqual([]);
  });
});

describe("typesPresent", () => {
  it("lists the types present in the original order with their labels, others capitalised", () => {
    expect(typesPresent(events)).toEqual([
      { value: "service", label: "Services" },
      { value: "conference", label: "Conferences" },
      { value: "fellowship", label: "Fellowship" },
      { value: "social", label: "Social" },
    ]);
  });
});

describe("typePalette", () => {
  it("is grey for types without a public label", () => {
    expect(typePalette("study")).toBe("green");
    expect(typePalette("workshop")).toBe("gray");
  });
});
