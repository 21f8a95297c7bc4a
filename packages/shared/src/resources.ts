import { z } from "zod";
import { adminPageFields } from "./admin-lists.ts";
import { RESOURCE_STATUSES, RESOURCE_TYPE_COLORS } from "./constants.ts";
import { emailField, oneOf, optionalId, optionalText, requiredText, textField } from "./fields.ts";
import { MSG } from "./i18n/keys.ts";
import { idSchema } from "./ids.ts";
import { httpUrl, optionalHttpUrl } from "./url.ts";

/** A resource's type is the name of a resource type (checked against the table by the server). */
const resourceTypeName = requiredText(50, MSG.messages.TYPE_REQUIRED);

/** POST /api/resources/submit: a visitor's submission, which waits for review. */
export const resourceSubmissionSchema = z.strictObject({
  title: requiredText(200, MSG.messages.TITLE_REQUIRED),
  description: requiredText(5000, MSG.messages.DESCRIPTION_REQUIRED),
  type: resourceTypeName,
  fileUrl: httpUrl(1000),
  submitterName: requiredText(100, MSG.messages.YOUR_NAME_REQUIRED),
  submitterEmail: emailField(MSG.messages.INVALID_EMAIL),
  churchName: requiredText(200, MSG.messages.CHURCH_NAME_REQUIRED),
});
export type ResourceSubmissionInput = z.input<typeof resourceSubmissionSchema>;
export type ResourceSubmissionData = z.output<typeof resourceSubmissionSchema>;

/** The admin resource dialog (create and update); status changes go through resourceStatusSchema. */
export const adminResourceSchema = z.strictObject({
  title: requiredText(200, MSG.messages.TITLE_REQUIRED),
  type: resourceTypeName,
  description: optionalText(5000),
  fileUrl: optionalHttpUrl(1000),
  churchId: optionalId(MSG.messages.CHURCH_REQUIRED),
});
export type AdminResourceInput = z.input<typeof adminResourceSchema>;
export type AdminResourceData = z.output<typeof adminResourceSchema>;

export const resourceTypeSchema = z.strictObject({
  name: requiredText(50, MSG.messages.NAME_REQUIRED),
  color: oneOf(RESOURCE_TYPE_COLORS).default("gray"),
});
export type ResourceTypeInput = z.input<typeof resourceTypeSchema>;
export type ResourceTypeData = z.output<typeof resourceTypeSchema>;

/** PUT /api/admin/resource-types/{id}: rename or recolor a type (its resources follow a new name). */
export const resourceTypeUpdateSchema = resourceTypeSchema.extend({ id: idSchema });
export type ResourceTypeUpdateInput = z.input<typeof resourceTypeUpdateSchema>;
export type ResourceTypeUpdateData = z.output<typeof resourceTypeUpdateSchema>;

export const resourceStatusSchema = z.strictObject({ status: oneOf(RESOURCE_STATUSES) });
export type ResourceStatusInput = z.input<typeof resourceStatusSchema>;
export type ResourceStatusData = z.output<typeof resourceStatusSchema>;

/** resources.setStatus and PUT /api/resources/{id}/status (the id comes from the path). */
export const resourceStatusUpdateSchema = resourceStatusSchema.extend({ id: idSchema });

export const resourceIdSchema = z.strictObject({ id: idSchema });

/** PUT /api/admin/resources/{id}: the whole dialog each time, plus the id from the path. */
export const adminResourceUpdateSchema = adminResourceSchema.extend({ id: idSchema });
export type AdminResourceUpdateInput = z.input<typeof adminResourceUpdateSchema>;

/** The admin screen's filters (a select's empty option ("") means any), its search and its page. */
export const adminResourceFilterSchema = z
  .strictObject({
    type: textField(50).optional(),
    churchId: optionalId(MSG.messages.CHURCH_REQUIRED),
    ...adminPageFields,
  })
  .prefault({});
export type AdminResourceFilter = z.input<typeof adminResourceFilterSchema>;
export type AdminResourceFilterData = z.output<typeof adminResourceFilterSchema>;

// Our own wording (docs/product/messages.md#our-own-wording).
export const resourceTypeExists = (name: string) => `A resource type named "${name}" already exists`;
/** Deleting a type in use would leave its resources with a type nobody can choose. */
export const resourceTypeInUse = (name: string, count: number) =>
  `"${name}" is the type of ${count} ${count === 1 ? "resource" : "resources"}. Give ${count === 1 ? "it" : "them"} another type first, then delete it.`;
