import { MSG } from "@app/shared/i18n";
import { useCallback, useEffect, useRef, useState } from "react";
import { isAbort, type UploadEndpoint, uploadImage } from "./transport";

export type UploadStatus = "idle" | "uploading" | "error" | "complete";

export type UploadState =
  | { status: "idle" }
  | { status: "uploading"; file: File; progress: number }
  | { status: "error"; file: File; message: string };

/** Progress repaints at most this often (docs/product/uploads.md#the-upload-widget). */
const PROGRESS_THROTTLE_MS = 500;

/**
 * One upload at a time: start, cancel, retry. Resolves each finished upload through `onUploaded`.
 * A newer start (or unmount) aborts the older request, so a slow old answer never overwrites a newer one.
 */
export function useImageUpload(endpoint: UploadEndpoint, onUploaded: (url: string) => void) {
  const [state, setState] = useState<UploadState>({ status: "idle" });
  const controller = useRef<AbortController | null>(null);
  const onUploadedRef = useRef(onUploaded);
  onUploadedRef.current = onUploaded;

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (file: File) => {
      controller.current?.abort();
      if (typeof navigator !== "undefined" && !navigator.onLine) {
        setState({ status: "error", file, message: MSG.messages.UPLOAD_WIDGET_MESSAGES.offline });
        return;
      }
      const current = new AbortController();
      controller.current = current;
      let lastPaint = 0;
      setState({ status: "uploading", file, progress: 0 });
      try {
        const url = await uploadImage(file, endpoint, {
          signal: current.signal,
          onProgress: (fraction) => {
            const now = Date.now();
            if (now - lastPaint < PROGRESS_THROTTLE_MS && fraction < 1) return;
            lastPaint = now;
            setState({ status: "uploading", file, progress: fraction });
          },
        });
        if (current.signal.aborted) return;
        setState({ status: "idle" });
        onUploadedRef.current(url);
      } catch (error) {
        if (isAbort(error) || current.signal.aborted) return;
        const message =
          error instanceof Error ? error.message : MSG.messages.UPLOAD_WIDGET_MESSAGES.uploadFailed;
        setState({ status: "error", file, message });
      }
    },
    [endpoint],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState({ status: "idle" });
  }, []);

  const retry = useCallback(() => {
    if (state.status === "error") void start(state.file);
  }, [start, state]);

  return { state, start, cancel, retry };
}

/** A local preview of a picked file, revoked when the file changes or the component goes away. */
export function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}
