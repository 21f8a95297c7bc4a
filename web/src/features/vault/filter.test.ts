import { describe, expect, it } from "vitest";
import { ALL_TYPES, filterResources, formatShortDate, isFiltering, NO_FILTERS } from "./filter";

const resources = [
  { id: 1, title: "Hope That Holds", description: "A sermon on Romans 5", type: "video" },
  { id: 2, title: "Morning Prayer", description: null, type: "audio" },
  { id: 3, title: "Leader Handbook", description: "For small GROUP leaders", type: "Document" },
];
const ids = (list: Array<{ id: number }>) => list.map((resource) => resource.id);

describe("filterResources", () => {
  it("keeps everything without filters", () => {
    expect(ids(filterResources(resources, NO_FILTERS))).toEqual([1, 2, 3]);
  });

  it("searches title and description, ignoring case and surrounding spaces", () => {
    expect(ids(filterResources(resources, { search: "  romans ", type: ALL_TYPES }))).toEqual([1]);
    expect(ids(filterResources(resources, { search: "PRAYER", type: ALL_TYPES }))).toEqual([2]);
    expect(ids(filterResources(resources, { search: "group", type: ALL_TYPES }))).toEqual([3]);
    expect(ids(filterResources(resources, { search: "nothing like it", type: ALL_TYPES }))).toEqual([]);
  });

  it("filters by type, ignoring case, together with the search", () => {
    expect(ids(filterResources(resources, { search: "", type: "document" }))).toEqual([3]);
    expect(ids(filterResources(resources, { search: "hope", type: "audio" }))).toEqual([]);
  });
});

describe("isFiltering", () => {
  it("is true with a search or a type", () => {
    expect(isFiltering(NO_FILTERS)).toBe(false);
    expect(isFiltering({ search: "   ", type: ALL_TYPES })).toBe(false);
    expect(isFiltering({ search: "x", type: ALL_TYPES })).toBe(true);
    expect(isFiltering({ search: "", type: "video" })).toBe(true);
  });
});

describe("formatShortDate", () => {
  it("gives the site's one date format", () => {
    expect(formatShortDate("2025-03-07T12:00:00")).toBe("Fri, Mar 7, 2025");
    expect(formatShortDate(null)).toBe("");
    expect(formatShortDate("nope")).toBe("");
  });
});
