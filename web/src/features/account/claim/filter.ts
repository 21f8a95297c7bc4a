export interface SearchableChurch {
  name: string;
  city: string;
  pastorName: string | null;
}

/** Spec (section 5, Claim): case-insensitive match on name, city or pastor name. */
export function filterChurches<T extends SearchableChurch>(churches: readonly T[], search: string): T[] {
  const term = search.trim().toLowerCase();
  if (!term) return [...churches];
  return churches.filter((church) =>
    [church.name, church.city, church.pastorName ?? ""].some((value) => value.toLowerCase().includes(term)),
  );
}

export function countLabel(shown: number, total: number): string {
  const noun = total === 1 ? "unclaimed church" : "unclaimed churches";
  return shown === total ? `${total} ${noun}` : `Showing ${shown} of ${total} ${noun}`;
}
