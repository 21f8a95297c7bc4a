import { type Locale, localizedPath } from "@app/shared/i18n";

/** A page of the site as a mail links it, in the reader's language (`https://.../es/auth`). */
export const mailPageUrl = (baseUrl: string, path: string, locale: Locale) =>
  `${baseUrl.replace(/\/+$/, "")}${localizedPath(path, locale)}`;
