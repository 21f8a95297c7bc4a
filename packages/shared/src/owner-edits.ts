import { z } from "zod";
import { textField } from "./fields.ts";
import { MSG } from "./i18n/keys.ts";
import { idSchema } from "./ids.ts";

/**
 * The administrator's review of owners' edits of listed churches (docs/product/owner-edits.md): every
 * unreviewed edit stays on the list until it is accepted or reverted, one group per church.
 */

/** The church's fields an owner edits on /profile (docs/product/owner-edits.md), in the form's order. */
export const OWNER_EDITABLE_FIELDS = [
  "name",
  "pastorName",
  "address",
  "city",
  "state",
  "zipCode",
  "phone",
  "email",
  "website",
  "serviceTimes",
  "description",
  "memberCount",
  "worshipLanguages",
  "imageUrl",
] as const;

/**
 * What a review shows and reverts one at a time: each field an owner edits, the two coordinates being one map
 * position.
 */
export const OWNER_EDIT_REVIEW_FIELDS = [...OWNER_EDITABLE_FIELDS, "position"] as const;

/**
 * What an owner's edit changes on the church's row, and so what a revert puts back: the coordinates too, since an
 * address change moves the marker and reverting the address must move it back.
 */
export const OWNER_EDIT_FIELDS = [...OWNER_EDITABLE_FIELDS, "latitude", "longitude"] as const;
export type OwnerEditField = (typeof OWNER_EDIT_FIELDS)[number];

export type OwnerEditReviewField = (typeof OWNER_EDIT_REVIEW_FIELDS)[number];

/** Where the church sends its visitors and how it is reached: the changes a phishing edit makes. */
export const SENSITIVE_OWNER_EDIT_FIELDS = [
  "website",
  "email",
  "phone",
] as const satisfies readonly OwnerEditReviewField[];

export const isSensitiveOwnerEditField = (field: string) =>
  (SENSITIVE_OWNER_EDIT_FIELDS as readonly string[]).includes(field);

/** Church groups a page of the review list shows (and the most a client may ask for). */
export const OWNER_EDIT_PAGE_SIZE = 10;
export const OWNER_EDIT_PAGE_MAX = 100;

const wholeNumber = (min: number, max: number) =>
  z.coerce.number().refine(Number.isFinite).pipe(z.number().int().min(min).max(max));

/** `{ q?, churchId?, offset, limit }`: no input at all is the first page of every church. */
export const ownerEditListSchema = z
  .strictObject({
    /** Part of the church's name, case and accents folded; blank means every church. */
    q: z.preprocess(
      (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
      textField(100).optional(),
    ),
    churchId: idSchema.optional(),
    offset: wholeNumber(0, Number.MAX_SAFE_INTEGER).default(0),
    limit: wholeNumber(1, OWNER_EDIT_PAGE_MAX).default(OWNER_EDIT_PAGE_SIZE),
  })
  .prefault({});
export type OwnerEditListInput = z.input<typeof ownerEditListSchema>;
export type OwnerEditListData = z.output<typeof ownerEditListSchema>;

/**
 * A church's group is named by its latest edit the administrator saw: accepting or reverting it covers that
 * edit and the church's unreviewed edits before it, never one that arrived after the page was shown.
 */
export const ownerEditGroupSchema = z.strictObject({ id: idSchema });

/** Reverts one field of the group, or every field when none is named. */
export const ownerEditRevertSchema = z.strictObject({
  id: idSchema,
  field: z.enum(OWNER_EDIT_REVIEW_FIELDS, { error: MSG.sharedMessages.ownerEdits.unknownField }).optional(),
});
export type OwnerEditRevertInput = z.input<typeof ownerEditRevertSchema>;
