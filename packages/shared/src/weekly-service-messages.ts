/**
 * The weekly services' refusals in English (docs/product/weekly-services.md), in a module without schemas: the
 * catalogue the web's first page loads translates them, and must not bring zod with it.
 */

/** More rows than any parish holds in a week, so a typo cannot store thousands. */
export const WEEKLY_SERVICES_MAX = 30;

export const WEEKLY_SERVICE_MESSAGES = {
  time: "Enter a time such as 9, 9:30 am or 18:00.",
  endBeforeStart: "The end must be after the start.",
  days: "Choose at least one day.",
  seasonOrder: "The season must end on or after its first day.",
  tooMany: `At most ${WEEKLY_SERVICES_MAX} services.`,
} as const;
