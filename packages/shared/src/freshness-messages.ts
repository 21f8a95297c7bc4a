/**
 * The freshness services' refusals in English (docs/product/freshness.md), in a module without schemas: the
 * catalogue the web's first page loads translates them, and must not bring zod with it.
 */
export const FRESHNESS_MESSAGES = {
  linkInvalid:
    "This link has expired or was already used. Sign in to confirm your listing from your profile.",
  tooManyReports: "Too many reports. Please try again later.",
  reportNotFound: "Report not found",
  reportResolved: "This report was already resolved.",
  reasonRequired: "Say why the report is dismissed.",
  churchClosed: "This church is closed.",
} as const;
