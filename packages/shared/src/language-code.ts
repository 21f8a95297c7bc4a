import { z } from "zod";
import { INVALID_OPTION } from "./messages.ts";

/** One worship language: an ISO 639-1 code, two lowercase letters ("en", "es"); "ES" is taken as "es". */
export const worshipLanguageCodeSchema = z
  .string({ error: INVALID_OPTION })
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{2}$/, INVALID_OPTION);
