/**
 * Listings that stay true (docs/product/freshness.md): who confirmed a listing, visitors' reports of a problem
 * and their resolution. The schemas the web's forms and the api's routers share.
 */
import { z } from "zod";
import { FRESHNESS_MESSAGES } from "./freshness-messages.ts";
import { MSG } from "./i18n/keys.ts";
import { idSchema } from "./ids.ts";

export { FRESHNESS_MESSAGES };

/** Who last confirmed a listing or its service times. */
export const CONFIRMED_BY = ["owner", "admin", "import"] as const;
export type ConfirmedBy = (typeof CONFIRMED_BY)[number];

/** What a visitor may say is wrong, in the order the form lists them. */
export const REPORT_KINDS = ["closed", "service-times", "location", "contact", "other"] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_COMMENT_MAX = 1000;
export const RESOLUTION_NOTE_MAX = 500;

/** How an administrator (or the owner's edit) closes a report. */
export const REPORT_RESOLUTIONS = ["fixed", "closed", "dismissed"] as const;
export type ReportResolution = (typeof REPORT_RESOLUTIONS)[number];

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .transform((value) => (value === "" ? null : value))
    .nullish()
    .transform((value) => value ?? null);

/**
 * "Something wrong?". `website` is the honeypot: a field a person never sees, so a filled one is a robot's
 * (the service pretends to accept it and stores nothing).
 */
export const churchReportSchema = z.object({
  churchId: idSchema,
  kind: z.enum(REPORT_KINDS),
  comment: optionalText(REPORT_COMMENT_MAX),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .refine((value) => value === "" || z.email().safeParse(value).success, MSG.messages.INVALID_EMAIL_ADDRESS)
    .transform((value) => (value === "" ? null : value))
    .nullish()
    .transform((value) => value ?? null),
  website: z.string().max(200).optional(),
});
export type ChurchReportData = z.input<typeof churchReportSchema>;
export type ChurchReport = z.output<typeof churchReportSchema>;

export const reportResolutionSchema = z
  .object({
    reportId: idSchema,
    resolution: z.enum(REPORT_RESOLUTIONS),
    note: optionalText(RESOLUTION_NOTE_MAX),
  })
  .refine((value) => value.resolution !== "dismissed" || value.note != null, {
    message: MSG.sharedMessages.freshness.reasonRequired,
    path: ["note"],
  });

export const confirmationLinkSchema = z.object({
  token: z.string().min(20).max(200),
});

/** A listing's last confirmation as the public answers carry it. */
export interface ListingConfirmation {
  /** ISO date-time; null when never confirmed. */
  confirmedAt: string | null;
  confirmedBy: ConfirmedBy | null;
  /** Older than FRESHNESS_STALE_MONTHS: the page reads "Not confirmed since ...". */
  stale: boolean;
}
