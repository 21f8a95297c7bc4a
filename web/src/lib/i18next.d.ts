import type { Catalogue } from "@app/shared/i18n";

// Typed keys: `t("nav.home")` is checked against the English catalogue.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    contextSeparator: "~";
    resources: { translation: Catalogue };
  }
}
