/** Timestamps travel as ISO strings: tRPC here has no transformer, so a Date would arrive as a string anyway. */
export const isoString = (value: Date | string) => (value instanceof Date ? value.toISOString() : value);
