import type { TFunction } from "i18next";

export interface SearchableChurch {
  name: string;
  city: string;
  pastorName: string | null;
}

/** Case-insensitive match on name, city or pastor name (docs/product/registration-and-claims.md#claiming). */
export function filterChurches<T extends SearchableChurch>(churches: readonly T[], search: string): T[] {
  const term = search.trim().toLowerCase();
  if (!term) return [...churches];
  return churches.filter((church) =>
    [church.name, church.city, church.pastorName ?? ""].some((value) => value.toLowerCase().includes(term)),
  );
}

/** The count beside the search, in `t`'s language: all of them, or how many of them the search shows. */
export function countLabel(shown: number, total: number, t: TFunction): string {
  return shown === total
    ? t("claim.count", { count: total })
    : t("claim.shownOfTotal", { count: total, shown });
}
