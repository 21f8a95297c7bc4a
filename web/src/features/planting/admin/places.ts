import type { UsState } from "@app/shared";

// biome-ignore format: one state per entry reads as the list it is
const STATE_NAMES: Record<UsState, string> = {
  AL: "Alabama", AK: "Alaska", AZ: "Arizona", AR: "Arkansas", CA: "California", CO: "Colorado",
  CT: "Connecticut", DE: "Delaware", FL: "Florida", GA: "Georgia", HI: "Hawaii", ID: "Idaho",
  IL: "Illinois", IN: "Indiana", IA: "Iowa", KS: "Kansas", KY: "Kentucky", LA: "Louisiana", ME: "Maine",
  MD: "Maryland", MA: "Massachusetts", MI: "Michigan", MN: "Minnesota", MS: "Mississippi", MO: "Missouri",
  MT: "Montana", NE: "Nebraska", NV: "Nevada", NH: "New Hampshire", NJ: "New Jersey", NM: "New Mexico",
  NY: "New York", NC: "North Carolina", ND: "North Dakota", OH: "Ohio", OK: "Oklahoma", OR: "Oregon",
  PA: "Pennsylvania", RI: "Rhode Island", SC: "South Carolina", SD: "South Dakota", TN: "Tennessee",
  TX: "Texas", UT: "Utah", VT: "Vermont", VA: "Virginia", WA: "Washington", WV: "West Virginia",
  WI: "Wisconsin", WY: "Wyoming",
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const wholeWord = (text: string, flags: string) =>
  new RegExp(`(^|[^\\p{L}])${escapeRegExp(text)}($|[^\\p{L}])`, `u${flags}`);

/**
 * Whether a candidate's free-text geographic preferences name the request's town or state. State codes
 * count only in capitals ("IN", "OR" and "ME" are also words); names count in any case.
 */
export function prefersPlace(preferences: string | null, city: string, state: string): boolean {
  if (!preferences) return false;
  const name = STATE_NAMES[state.toUpperCase() as UsState];
  return (
    (city.trim() !== "" && wholeWord(city.trim(), "i").test(preferences)) ||
    (name !== undefined && wholeWord(name, "i").test(preferences)) ||
    wholeWord(state.toUpperCase(), "").test(preferences)
  );
}
