import { createI18n } from "@app/shared/i18n";
import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { countLabel, filterChurches } from "./filter";

const churches = [
  { name: "Grace Chapel", city: "Ames", pastorName: "Ruth Miller" },
  { name: "Hope Church", city: "Des Moines", pastorName: null },
  { name: "First Baptist", city: "Omaha", pastorName: "John Grace" },
];

describe("filterChurches", () => {
  it("matches name, city or pastor, ignoring case and surrounding spaces", () => {
    expect(filterChurches(churches, "  GRACE ").map((c) => c.name)).toEqual([
      "Grace Chapel",
      "First Baptist",
    ]);
    expect(filterChurches(churches, "des moines").map((c) => c.name)).toEqual(["Hope Church"]);
    expect(filterChurches(churches, "miller").map((c) => c.name)).toEqual(["Grace Chapel"]);
  });

  it("returns everything for an empty search and nothing for no match", () => {
    expect(filterChurches(churches, "")).toHaveLength(3);
    expect(filterChurches(churches, "zzz")).toEqual([]);
  });
});

describe("countLabel", () => {
  const i18n = createI18n();
  const en = i18n.getFixedT("en") as TFunction;
  const es = i18n.getFixedT("es") as TFunction;

  it("counts all, or shown of all when filtered", () => {
    expect(countLabel(3, 3, en)).toBe("3 unclaimed churches");
    expect(countLabel(1, 1, en)).toBe("1 unclaimed church");
    expect(countLabel(2, 3, en)).toBe("Showing 2 of 3 unclaimed churches");
    expect(countLabel(0, 1, en)).toBe("Showing 0 of 1 unclaimed church");
  });

  it("counts in Spanish, singular and plural", () => {
    expect(countLabel(3, 3, es)).toBe("3 iglesias sin reclamar");
    expect(countLabel(1, 1, es)).toBe("1 iglesia sin reclamar");
    expect(countLabel(2, 3, es)).toBe("Se muestran 2 de 3 iglesias sin reclamar");
  });
});
