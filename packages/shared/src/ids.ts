import { z } from "zod";
import { MSG } from "./i18n/keys.ts";

const INVALID_ID = MSG.validation.invalidId;

/** Database ids are positive 32-bit integers; path parameters arrive as strings and are coerced. */
export const idSchema = z.coerce
  .number({ error: INVALID_ID })
  .int(INVALID_ID)
  .positive(INVALID_ID)
  .max(2_147_483_647, INVALID_ID);
