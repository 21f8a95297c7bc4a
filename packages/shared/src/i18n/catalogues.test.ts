import { describe, expect, it } from "vitest";
import { loginSlowDown } from "../auth.ts";
import { PUBLIC_EVENT_TYPE_LABELS } from "../constants.ts";
import * as messages from "../messages.ts";
import { eventPageTitle, PAGE_TITLES } from "../pages.ts";
import { resourceTypeExists, resourceTypeInUse } from "../resources.ts";
import { animationTooLargeMessage, tooManyPixelsMessage, UPLOAD_MESSAGES } from "../service-messages.ts";
import { TWO_FACTOR_MESSAGES } from "../two-factor-messages.ts";
import { en } from "./en.ts";
import { es } from "./es.ts";
import { catalogueKeys, createI18n, localizeMessage, MESSAGE_NAMESPACES, translator } from "./index.ts";

describe("the catalogues", () => {
  // The build fails here when a message is added to one language and not the other.
  it("have the same keys in English and Spanish", () => {
    const english = catalogueKeys(en);
    const spanish = catalogueKeys(es);
    expect(english.filter((key) => !spanish.includes(key))).toEqual([]);
    expect(spanish.filter((key) => !english.includes(key))).toEqual([]);
  });

  it("leave no Spanish text empty or identical to a long English one by accident", () => {
    const english = new Map(catalogueKeys(en).map((key) => [key, translator("en")(key)] as const));
    for (const key of catalogueKeys(es)) {
      const spanish = translator("es")(key);
      expect(spanish, key).not.toBe("");
      const original = english.get(key) ?? "";
      // Short texts may be the same in both ("Error"); a whole English sentence left in es.ts is a mistake.
      if (original.split(" ").length > 3) expect(spanish, key).not.toBe(original);
    }
  });

  it("keep every English text word for word as messages.ts and pages.ts have it", () => {
    const t = translator("en");
    expect(t("messages.TITLE_REQUIRED")).toBe(messages.TITLE_REQUIRED);
    expect(t("messages.CHURCH_NOT_FOUND.description")).toBe(messages.CHURCH_NOT_FOUND.description);
    expect(t("pages.titles.resources")).toBe(PAGE_TITLES.resources);
    expect(en.events.types).toEqual(PUBLIC_EVENT_TYPE_LABELS);
  });

  it("hold the English templates to the functions of messages.ts", () => {
    const t = translator("en");
    expect(t("formats.tooLong", { max: 120 })).toBe(messages.tooLong(120));
    expect(t("formats.mapChurchesWithLocation", { count: 7, shown: "7" })).toBe(
      messages.mapChurchesWithLocation(7),
    );
    expect(t("formats.servicesInLanguages", { languages: "English and Spanish" })).toBe(
      messages.servicesInLanguages("English and Spanish"),
    );
    expect(t("formats.wholeNumberBetween", { label: "Age", min: 0, max: 150 })).toBe(
      messages.wholeNumberBetween("Age", 0, 150),
    );
    expect(t("formats.wholeNumberAtLeast", { label: "Capacity", min: 0 })).toBe(
      messages.wholeNumberAtLeast("Capacity", 0),
    );
    expect(t("formats.numberBetween", { label: "Latitude", min: -90, max: 90 })).toBe(
      messages.numberBetween("Latitude", -90, 90),
    );
    expect(t("formats.uploadFailedFile", { file: "a.png" })).toBe(
      messages.UPLOAD_WIDGET_MESSAGES.failedToUpload("a.png"),
    );
  });
  it("hold the services' templates to the functions that write them", () => {
    const t = translator("en");
    expect(t("sharedMessages.auth.loginSlowDownOneSecond")).toBe(loginSlowDown(1));
    expect(t("sharedMessages.auth.loginSlowDown", { seconds: 8 })).toBe(loginSlowDown(8));
    expect(t("sharedMessages.resources.typeExists", { name: "Sermons" })).toBe(resourceTypeExists("Sermons"));
    expect(t("sharedMessages.resources.typeInUseOne", { name: "Music" })).toBe(resourceTypeInUse("Music", 1));
    expect(t("sharedMessages.resources.typeInUse", { name: "Music", count: 3 })).toBe(
      resourceTypeInUse("Music", 3),
    );
    expect(t("sharedMessages.uploads.tooManyPixels", { megapixels: 40 })).toBe(tooManyPixelsMessage(40));
    expect(t("sharedMessages.uploads.animationTooLarge", { megapixels: 20 })).toBe(
      animationTooLargeMessage(20),
    );
  });
});

describe("localizeMessage", () => {
  it("has one Spanish text for each English message, wherever the catalogue repeats it", () => {
    const spanishByEnglish = new Map<string, Set<string>>();
    for (const namespace of MESSAGE_NAMESPACES) {
      for (const key of catalogueKeys(en[namespace]).map((k) => `${namespace}.${k}`)) {
        const english = translator("en")(key);
        const spanish = spanishByEnglish.get(english) ?? new Set<string>();
        spanish.add(translator("es")(key));
        spanishByEnglish.set(english, spanish);
      }
    }
    const ambiguous = [...spanishByEnglish].filter(([, spanish]) => spanish.size > 1);
    expect(ambiguous).toEqual([]);
  });

  it("translates a page title to the page's title, not a header label with the same English", () => {
    expect(localizeMessage(PAGE_TITLES.resources, "es")).toBe("Biblioteca de recursos");
  });

  it("translates a service's refusal from a screen's own message module (two-factor sign-in)", () => {
    expect(localizeMessage(TWO_FACTOR_MESSAGES.wrongCode, "es")).toBe(
      "Ese código no es correcto. Inténtelo de nuevo.",
    );
  });

  it("translates a schema's English message, and leaves English as it is", () => {
    expect(localizeMessage(messages.TITLE_REQUIRED, "es")).toBe("El título es obligatorio");
    expect(localizeMessage(messages.TITLE_REQUIRED, "en")).toBe(messages.TITLE_REQUIRED);
  });

  it("rebuilds a message made from values with the same values", () => {
    expect(localizeMessage(messages.tooLong(120), "es")).toBe("Debe tener como máximo 120 caracteres");
  });

  it("names the field of a number message in Spanish too", () => {
    const labels = messages.NUMBER_FIELD_LABELS;
    expect(localizeMessage(messages.numberBetween(labels.latitude, -90, 90), "es")).toBe(
      "Latitud debe ser un número de -90 a 90",
    );
    expect(localizeMessage(messages.wholeNumberAtLeast(labels.memberCount, 0), "es")).toBe(
      "Número de miembros debe ser un número entero igual o mayor que 0",
    );
    expect(localizeMessage(messages.wholeNumberBetween(labels.yearsInMinistry, 0, 100), "es")).toBe(
      "Años en el ministerio debe ser un número entero de 0 a 100",
    );
  });

  it("answers the services' refusals in Spanish, those built from values too", () => {
    expect(localizeMessage(loginSlowDown(1), "es")).toContain("Espere 1 segundo");
    expect(localizeMessage(loginSlowDown(4), "es")).toContain("Espere 4 segundos");
    expect(localizeMessage(resourceTypeInUse("Music", 2), "es")).toBe(
      "«Music» es el tipo de 2 recursos. Asígneles otro tipo primero y luego elimínelo.",
    );
  });

  it("has Spanish for every upload message, the browser's own included", () => {
    for (const text of Object.values(UPLOAD_MESSAGES))
      expect(localizeMessage(text, "es"), text).not.toBe(text);
  });

  it("picks the Spanish plural form by the count in the English text", () => {
    expect(localizeMessage(messages.UPLOAD_WIDGET_MESSAGES.maxFiles(1), "es")).toBe(
      "Solo puede subir 1 archivo",
    );
    expect(localizeMessage(messages.UPLOAD_WIDGET_MESSAGES.maxFiles(3), "es")).toBe(
      "Solo puede subir 3 archivos",
    );
    expect(localizeMessage(messages.UPLOAD_WIDGET_MESSAGES.minFiles(1), "es")).toBe(
      "Debe seleccionar al menos 1 archivo",
    );
    expect(localizeMessage(messages.mapChurchesWithLocation(1), "es")).toBe(
      "Se muestra 1 iglesia con datos de ubicación",
    );
    const t = translator("es");
    expect(t("formats.mapChurchesWithLocation", { count: 1, shown: "1" })).toBe(
      "Se muestra 1 iglesia con datos de ubicación",
    );
    expect(t("formats.mapChurchesWithLocation", { count: 1200, shown: "1,200" })).toBe(
      "Se muestran 1,200 iglesias con datos de ubicación",
    );
  });

  it("returns a text it does not know unchanged (English rather than nothing)", () => {
    expect(localizeMessage("Something the catalogue has never seen", "es")).toBe(
      "Something the catalogue has never seen",
    );
  });
});

describe("a missing Spanish message", () => {
  it("falls back to English at run time", () => {
    const i18n = createI18n({ resources: { en: { translation: en }, es: { translation: {} } } });
    expect(i18n.getFixedT("es")("nav.home")).toBe("Home");
  });
});

describe("an event page's title", () => {
  it("names the date in the page's language, the same on the server and in the browser", () => {
    const event = { title: "Harvest Supper", startDate: "2025-10-04" };
    expect(eventPageTitle(event)).toBe("Harvest Supper, Oct 4, 2025");
    expect(eventPageTitle(event, "es")).toBe("Harvest Supper, 4 oct 2025");
  });
});
