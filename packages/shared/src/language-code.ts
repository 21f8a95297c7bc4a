import { z } from "zod";
import { MSG } from "./i18n/keys.ts";

/** One worship language: an ISO 639-1 code, two lowercase letters ("en", "es"); "ES" is taken as "es". */
export const worshipLanguageCodeSchema = z
  .string({ error: MSG.messages.INVALID_OPTION })
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{2}$/, MSG.messages.INVALID_OPTION);
