import { MAX_IMAGE_BYTES } from "@app/shared";
import { type Message, MSG, msg } from "@app/shared/i18n";

/** What the server accepts (it decides from the bytes; this only saves a pointless upload). */
export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
export const ACCEPT_ATTRIBUTE = ACCEPTED_IMAGE_TYPES.join(",");

/**
 * "form": the registration and profile forms' texts (docs/product/uploads.md#checks).
 * "widget": the upload widget's restriction texts (admin church and event dialogs).
 */
export type RestrictionMessages = "form" | "widget";

export interface FileProblem {
  title: Message;
  description: Message;
}

const M = MSG.messages;
const F = MSG.formats;

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
      ? { ...M.INVALID_FILE_TYPE }
      : {
          title: M.INVALID_FILE_TYPE.title,
          description: msg(F.uploadAllowedTypes, { types: ACCEPTED_IMAGE_TYPES.join(", ") }),
        };
  }
  if (file.size > MAX_IMAGE_BYTES) {
    return messages === "form"
      ? { ...M.FILE_TOO_LARGE }
      : {
          title: M.FILE_TOO_LARGE.title,
          description: msg(F.uploadExceedsMaxSize, { file: file.name, size: formatBytes(MAX_IMAGE_BYTES) }),
        };
  }
  return null;
}

/** The widget holds one image: several dropped at once are refused with the widget's own text. */
export function checkFileCount(count: number): FileProblem | null {
  return count > 1
    ? { title: M.INVALID_FILE_TYPE.title, description: msg(F.uploadMaxFiles, { count: 1 }) }
    : null;
}
