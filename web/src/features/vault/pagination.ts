import { PAGE_WINDOW } from "@app/shared";

export function pageCount(items: number, pageSize: number): number {
  return Math.max(1, Math.ceil(items / pageSize));
}

/**
 * The page numbers to show: at most `size`, centred on the current page where possible and shifted
 * at the ends so the window stays full (7 pages, current 7 -> 3 4 5 6 7).
 */
export function pageWindow(current: number, totalPages: number, size: number = PAGE_WINDOW): number[] {
  const count = Math.min(size, Math.max(totalPages, 0));
  if (count === 0) return [];
  const page = Math.min(Math.max(current, 1), totalPages);
  const start = Math.min(Math.max(1, page - Math.floor(size / 2)), totalPages - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}
