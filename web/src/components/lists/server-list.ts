import { ADMIN_LIST_PAGE_SIZE } from "@app/shared";
import { useState } from "react";
import { useDebouncedValue } from "../../lib/use-debounced-value";

/** A pause in typing this long sends the search to the server: one request per pause, not per keystroke. */
export const ADMIN_SEARCH_DEBOUNCE_MS = 250;

/**
 * An admin list's first page, unsearched: what the route loaders prefetch, so the screen's first question is
 * the loader's (the same input, the same query key).
 */
export const FIRST_ADMIN_PAGE = { q: "", offset: 0, limit: ADMIN_LIST_PAGE_SIZE };

/**
 * The page an admin list shows and its search, as the server's list procedures take them (issue 38: the server
 * searches and pages; the screen never holds a whole table). The search the server sees is the typed text once
 * typing pauses, and a new search starts again at the first page.
 */
export function useServerList(typed: string) {
  const q = useDebouncedValue(typed.trim(), ADMIN_SEARCH_DEBOUNCE_MS);
  // The offset belongs to the search it was reached in: another search reads as offset 0 at once.
  const [at, setAt] = useState({ q, offset: 0 });
  const offset = at.q === q ? at.offset : 0;
  return {
    input: { ...FIRST_ADMIN_PAGE, q, offset },
    setOffset: (next: number) => setAt({ q, offset: next }),
    settled: q === typed.trim(),
  };
}
