/**
 * The reusable image upload widget.
 *
 *   <ImageUpload value={imageUrl} onChange={setImageUrl} endpoint={UPLOAD_ENDPOINTS.adminImage} />
 *
 * Props: `value` (url | null), `onChange(url | null)`, `endpoint` (UPLOAD_ENDPOINTS.churchImage for guests,
 * .adminImage in admin dialogs, .object for a signed-in owner), `disabled`; optional `label`, `messages`
 * ("form" or "widget" texts: docs/product/uploads.md#checks), `onStatusChange`, `removable`.
 */
export { ImageUpload } from "./ImageUpload";
export { UPLOAD_ENDPOINTS, uploadImage } from "./transport";
export type { UploadStatus } from "./use-image-upload";
