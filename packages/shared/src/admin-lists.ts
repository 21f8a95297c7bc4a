import { z } from "zod";
import { textField } from "./fields.ts";

/**
 * The administrator's lists at national size (issue 38): every one is a page of a list the server searches,
 * as churches.page is for the directory, never the whole table.
 */

/** Rows a dashboard list shows at a time (and asks for when a client names no limit). */
export const ADMIN_LIST_PAGE_SIZE = 25;
/**
 * The largest page a client may ask for, and the size up to which a documented REST admin path still answers
 * its whole table as its documented plain array (docs/product/documented-paths.md#lists); above it, the path
 * answers this many rows at a time with X-Total-Count and a Link to the next page.
 */
export const ADMIN_LIST_PAGE_MAX = 1000;
/** Search text of an admin list: matched as a substring, case and accents folded. */
export const ADMIN_SEARCH_MAX_LENGTH = 100;

/** Query-string numbers arrive as text; tRPC sends numbers. Both become a whole number in range or fail. */
const wholeNumber = (min: number, max: number) =>
  z.coerce.number().refine(Number.isFinite).pipe(z.number().int().min(min).max(max));

/** An absent, empty or blank search means "every row". */
const searchText = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  textField(ADMIN_SEARCH_MAX_LENGTH).optional(),
);

/** `{ q?, offset, limit }`: spread into an admin list's input beside its own filters. */
export const adminPageFields = {
  q: searchText,
  offset: wholeNumber(0, Number.MAX_SAFE_INTEGER).default(0),
  limit: wholeNumber(1, ADMIN_LIST_PAGE_MAX).default(ADMIN_LIST_PAGE_SIZE),
};

/** An admin list with no filters of its own; no input at all is the first page, unsearched. */
export const adminPageSchema = z.strictObject(adminPageFields).prefault({});
export type AdminPageInput = z.input<typeof adminPageSchema>;
export type AdminPageData = z.output<typeof adminPageSchema>;

/** Every admin list answers a page and how many rows match in all. */
export interface AdminPage<T> {
  items: T[];
  total: number;
}
