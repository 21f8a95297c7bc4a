import { describe, expect, it } from "vitest";
import { languageList, languageName, showsLanguages } from "./languages";

describe("worship languages", () => {
  it("names a code in the page's language", () => {
    expect(languageName("es", "en-US")).toBe("Spanish");
    expect(languageName("es", "es-US")).toBe("español");
    expect(languageName("en", "en-US")).toBe("English");
  });

  it("joins the names as the page's language joins a list", () => {
    expect(languageList(["en", "es"], "en-US")).toBe("English and Spanish");
    expect(languageList(["en", "es", "ko"], "en-US")).toBe("English, Spanish, and Korean");
    expect(languageList(["en", "es"], "es-US")).toBe("inglés y español");
  });

  it("is said only when a church worships in more than English alone", () => {
    expect(showsLanguages(["en"])).toBe(false);
    expect(showsLanguages([])).toBe(false);
    expect(showsLanguages(undefined)).toBe(false);
    expect(showsLanguages(["es"])).toBe(true);
    expect(showsLanguages(["en", "es"])).toBe(true);
  });
});
