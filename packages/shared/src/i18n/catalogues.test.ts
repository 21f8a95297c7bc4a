import { describe, expect, it } from "vitest";
import { loginSlowDown } from "../auth.ts";
import { EVENT_TYPES, eventTypeLabel, PUBLIC_EVENT_TYPE_LABELS } from "../constants.ts";
import * as messages from "../messages.ts";
import { eventPageTitle, PAGE_TITLES } from "../pages.ts";
import { resourceTypeExists, resourceTypeInUse } from "../resources.ts";
import { animationTooLargeMessage, tooManyPixelsMessage } from "../service-messages.ts";
import { en } from "./en.ts";
import { es } from "./es.ts";
import { catalogueKeys, createI18n, encodeMessage, MSG, msg, translate, translator } from "./index.ts";

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
    // The public types' labels, and the administration's types as their names were shown before.
    expect(en.events.types).toEqual(
      Object.fromEntries(
        EVENT_TYPES.map((type) => [type, PUBLIC_EVENT_TYPE_LABELS[type] ?? eventTypeLabel(type)]),
      ),
    );
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

describe("translate", () => {
  const M = MSG.messages;

  it("gives every key its path in the catalogue, a plural's forms as one key", () => {
    expect(M.TITLE_REQUIRED).toBe("messages.TITLE_REQUIRED");
    expect(MSG.sharedMessages.twoFactor.wrongCode).toBe("sharedMessages.twoFactor.wrongCode");
    expect(MSG.churchPicker.hint).toBe("churchPicker.hint");
  });

  it("writes a key in either language, English word for word as messages.ts has it", () => {
    expect(translate(M.TITLE_REQUIRED, "en")).toBe(messages.TITLE_REQUIRED);
    expect(translate(M.TITLE_REQUIRED, "es")).toBe("El título es obligatorio");
    expect(translate(MSG.pages.titles.resources, "es")).toBe("Biblioteca de recursos");
    expect(translate(MSG.sharedMessages.twoFactor.wrongCode, "es")).toBe(
      "Ese código no es correcto. Inténtelo de nuevo.",
    );
  });

  it("fills a message's values, and translates a value that is a message itself (a field's label)", () => {
    expect(translate(msg(MSG.formats.tooLong, { max: 120 }), "en")).toBe(messages.tooLong(120));
    expect(translate(msg(MSG.formats.tooLong, { max: 120 }), "es")).toBe(
      "Debe tener como máximo 120 caracteres",
    );
    const label = msg(M.NUMBER_FIELD_LABELS.latitude);
    expect(translate(msg(MSG.formats.numberBetween, { label, min: -90, max: 90 }), "en")).toBe(
      messages.numberBetween(messages.NUMBER_FIELD_LABELS.latitude, -90, 90),
    );
    expect(translate(msg(MSG.formats.numberBetween, { label, min: -90, max: 90 }), "es")).toBe(
      "Latitud debe ser un número de -90 a 90",
    );
  });

  it("reads a message back from the string a zod issue carries", () => {
    const encoded = encodeMessage(msg(MSG.sharedMessages.auth.loginSlowDown, { seconds: 4 }));
    expect(translate(encoded, "en")).toBe(loginSlowDown(4));
    expect(translate(encoded, "es")).toContain("Espere 4 segundos");
    expect(translate(encodeMessage(M.TITLE_REQUIRED), "es")).toBe("El título es obligatorio");
  });

  it("picks the plural form by the count", () => {
    expect(translate(msg(MSG.formats.uploadMaxFiles, { count: 1 }), "es")).toBe("Solo puede subir 1 archivo");
    expect(translate(msg(MSG.formats.uploadMaxFiles, { count: 3 }), "es")).toBe(
      "Solo puede subir 3 archivos",
    );
    const inUse = msg(MSG.sharedMessages.resources.typeInUse, { name: "Music", count: 2 });
    expect(translate(inUse, "es")).toBe(
      "«Music» es el tipo de 2 recursos. Asígneles otro tipo primero y luego elimínelo.",
    );
    expect(translate(inUse, "en")).toBe(resourceTypeInUse("Music", 2));
  });

  it("has Spanish for every upload message, the browser's own included", () => {
    for (const key of Object.values(MSG.sharedMessages.uploads))
      expect(translate(key, "es"), key).not.toBe(translate(key, "en"));
  });

  it("shows a string that is no key as it is (a text already in words, a visitor's own)", () => {
    expect(translate("Something the catalogue has never seen", "es")).toBe(
      "Something the catalogue has never seen",
    );
    expect(translate("messages.NO_SUCH_KEY", "es")).toBe("messages.NO_SUCH_KEY");
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
