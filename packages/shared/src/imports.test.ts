import { describe, expect, it } from "vitest";
import { foldHeader, guessImportMapping, importMappingSchema } from "./imports.ts";

describe("guessImportMapping", () => {
  it("reads English headers and their common variants", () => {
    expect(
      guessImportMapping([
        "Church Name",
        "Pastor name",
        "Street",
        "Town",
        "ST",
        "Postal code",
        "Tel",
        "E-mail",
        "URL",
      ]),
    ).toEqual({
      "0": "name",
      "1": "pastorName",
      "2": "address",
      "3": "city",
      "4": "state",
      "5": "zipCode",
      "6": "phone",
      "7": "email",
      "8": "website",
    });
  });

  it("reads Spanish headers, accents and case aside", () => {
    expect(
      guessImportMapping([
        "NOMBRE",
        "Dirección",
        "Ciudad",
        "Estado",
        "Código Postal",
        "Teléfono",
        "Horarios",
      ]),
    ).toEqual({
      "0": "name",
      "1": "address",
      "2": "city",
      "3": "state",
      "4": "zipCode",
      "5": "phone",
      "6": "serviceTimes",
    });
  });

  it("leaves unknown columns out and gives a field to its first column only", () => {
    expect(guessImportMapping(["Zip", "Favourite hymn", "ZIP code"])).toEqual({ "0": "zipCode" });
  });

  it("folds punctuation away", () => {
    expect(foldHeader("  Pastor's  Name ")).toBe("pastor s name");
    expect(guessImportMapping(["Pastor's name"])).toEqual({ "0": "pastorName" });
  });
});

describe("importMappingSchema", () => {
  it("refuses two columns for one field", () => {
    expect(importMappingSchema.safeParse({ "0": "name", "1": "name" }).success).toBe(false);
    expect(importMappingSchema.safeParse({ "0": "name", "1": "city" }).success).toBe(true);
  });
});
