import { MSG } from "@app/shared/i18n";

/**
 * Sends one image to one of the server's upload endpoints and resolves with the stable URL to store.
 * XMLHttpRequest, not fetch: only XHR reports upload progress.
 */

/** The upload routes (docs/product/uploads.md#routes). */
export const UPLOAD_ENDPOINTS = {
  /** Multipart, open to guests (public registration); answers { url }. */
  churchImage: "/api/upload/church-image",
  /** Multipart, administrators only (church dialog, event dialog); answers { imageUrl }. */
  adminImage: "/api/upload-image",
  /** Signed-in users (profile): a signed URL, a PUT of the bytes, then { objectPath }. */
  object: "/api/objects/upload",
} as const;
export type UploadEndpoint = (typeof UPLOAD_ENDPOINTS)[keyof typeof UPLOAD_ENDPOINTS];

export class UploadError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "UploadError";
  }
}

export interface UploadOptions {
  /** 0..1 while the bytes travel. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

interface XhrRequest {
  method: "POST" | "PUT";
  url: string;
  body: XMLHttpRequestBodyInit;
  contentType?: string;
}

function serverMessage(status: number, text: string): string {
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body.message === "string" && body.message) return body.message;
  } catch {
    // Not JSON (a proxy's error page): fall through to the status.
  }
  return status === 0 ? MSG.sharedMessages.uploads.unreachable : MSG.sharedMessages.uploads.failed;
}

function send({ method, url, body, contentType }: XhrRequest, options: UploadOptions): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.responseType = "text";
    if (contentType) xhr.setRequestHeader("Content-Type", contentType);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(xhr.responseText ? JSON.parse(xhr.responseText) : {});
        } catch {
          reject(new UploadError(MSG.sharedMessages.uploads.unreadableAnswer, xhr.status));
        }
      } else reject(new UploadError(serverMessage(xhr.status, xhr.responseText), xhr.status));
    };
    xhr.onerror = () => reject(new UploadError(serverMessage(0, ""), 0));
    xhr.onabort = () => reject(new DOMException("Upload cancelled", "AbortError"));
    if (options.signal?.aborted) {
      reject(new DOMException("Upload cancelled", "AbortError"));
      return;
    }
    options.signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

async function sendJson(method: "POST" | "PUT", url: string, body: unknown, signal?: AbortSignal) {
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    signal,
  });
  const text = await response.text();
  if (!response.ok) throw new UploadError(serverMessage(response.status, text), response.status);
  return JSON.parse(text) as Record<string, unknown>;
}

function urlField(body: unknown, field: string): string {
  const value = (body as Record<string, unknown> | null)?.[field];
  if (typeof value !== "string" || !value) throw new UploadError(MSG.sharedMessages.uploads.noImageAddress);
  return value;
}

async function uploadObject(file: File, options: UploadOptions): Promise<string> {
  const { uploadURL } = await sendJson("POST", UPLOAD_ENDPOINTS.object, {}, options.signal);
  const target = urlField({ uploadURL }, "uploadURL");
  await send({ method: "PUT", url: target, body: file, contentType: file.type }, options);
  const normalized = await sendJson("PUT", "/api/church-images", { imageURL: target }, options.signal);
  return urlField(normalized, "objectPath");
}

/** Uploads `file` and returns the URL the server will serve it from. */
export async function uploadImage(file: File, endpoint: UploadEndpoint, options: UploadOptions = {}) {
  if (endpoint === UPLOAD_ENDPOINTS.object) return uploadObject(file, options);
  const form = new FormData();
  form.append("image", file);
  const body = await send({ method: "POST", url: endpoint, body: form }, options);
  return urlField(body, endpoint === UPLOAD_ENDPOINTS.churchImage ? "url" : "imageUrl");
}

export const isAbort = (error: unknown) => error instanceof DOMException && error.name === "AbortError";
