/** Beyond this many miles from the nearest church a request is flagged: a town with no church nearby. */
export const FAR_FROM_CHURCH_MILES = 30;

const milesFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

export const formatMiles = (miles: number) => `${milesFormat.format(miles)} mi`;

export const isFarFromChurch = (miles: number | null) => miles !== null && miles >= FAR_FROM_CHURCH_MILES;
