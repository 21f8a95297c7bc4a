import { MSG } from "@app/shared/i18n";
import { currentLocale } from "../../../lib/i18n";

/** The one REST path of the import (rest/imports.ts): a procedure cannot carry the file's bytes. */
export const IMPORT_UPLOAD_PATH = "/api/admin/imports";
export const IMPORT_TEMPLATE_PATH = "/api/admin/imports/template.csv";
export const refusedRowsPath = (batchId: number) => `/api/admin/imports/${batchId}/refused.csv`;

export class ImportUploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "ImportUploadError";
  }
}

/** Sends the file as a multipart form; resolves with the new batch's id. */
export async function uploadSpreadsheet(file: File): Promise<number> {
  const form = new FormData();
  form.append("file", file, file.name);
  const response = await fetch(IMPORT_UPLOAD_PATH, {
    method: "POST",
    body: form,
    credentials: "same-origin",
    headers: { "Accept-Language": currentLocale() },
  }).catch(() => null);
  if (!response) throw new ImportUploadError(MSG.sharedMessages.imports.failed, 0);
  const body = (await response.json().catch(() => ({}))) as { batchId?: number; message?: string };
  if (!response.ok || typeof body.batchId !== "number")
    throw new ImportUploadError(body.message ?? MSG.sharedMessages.imports.failed, response.status);
  return body.batchId;
}
