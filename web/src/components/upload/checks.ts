import { FILE_TOO_LARGE, INVALID_FILE_TYPE, MAX_IMAGE_BYTES, UPLOAD_WIDGET_MESSAGES } from "@app/shared";

/** What the server accepts (it decides from the bytes; this only saves a pointless upload). */
export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
export const ACCEPT_ATTRIBUTE = ACCEPTED_IMAGE_TYPES.join(",");

/**
 * "form": the registration and profile forms' texts (docs/product/uploads.md#checks).
 * "widget": the upload widget's restriction texts (admin church and event dialogs).
 */
export type RestrictionMessages = "form" | "widget";

export interface FileProblem {
  title: string;
  description: string;
}

const UNITS = ["B", "KB", "MB", "GB", "TB", "PB", "EB", "ZB", "YB"];

/** Sizes in steps of 1024, as the widget shows them (docs/product/uploads.md#the-upload-widget). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || Number.isInteger(value) ? 0 : 1;
  return `${value.toFixed(digits)} ${UNITS[unit]}`;
}

/** Null when the file may be uploaded; otherwise the message to show. */
export function checkImageFile(
  file: Pick<File, "name" | "type" | "size">,
  messages: RestrictionMessages = "form",
): FileProblem | null {
  const type = file.type.toLowerCase();
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type)) {
    return messages === "form"
      ? { ...INVALID_FILE_TYPE }
      : {
          title: INVALID_FILE_TYPE.title,
          description: UPLOAD_WIDGET_MESSAGES.allowedTypes(ACCEPTED_IMAGE_TYPES.join(", ")),
        };
  }
  if (file.size > MAX_IMAGE_BYTES) {
    return messages === "form"
      ? { ...FILE_TOO_LARGE }
      : {
          title: FILE_TOO_LARGE.title,
          description: UPLOAD_WIDGET_MESSAGES.exceedsMaxSize(file.name, formatBytes(MAX_IMAGE_BYTES)),
        };
  }
  return null;
}

/** The widget holds one image: several dropped at once are refused with the widget's own text. */
export function checkFileCount(count: number): FileProblem | null {
  return count > 1
    ? { title: INVALID_FILE_TYPE.title, description: UPLOAD_WIDGET_MESSAGES.maxFiles(1) }
    : null;
}
