import { z } from "zod";

/** Database ids are positive 32-bit integers; path parameters arrive as strings and are coerced. */
export const idSchema = z.coerce
  .number({ error: "Invalid id" })
  .int("Invalid id")
  .positive("Invalid id")
  .max(2_147_483_647, "Invalid id");
