import { useCallback, useLayoutEffect, useRef } from "react";

/**
 * The map's `data-status`: 'drawn' from the frame in which MapLibre drew the answer for the current view, else
 * 'loading' (the answer is on its way, or in the cache but not yet on the canvas). Written straight onto the
 * element from MapLibre's frame callback, because a React update queued there would wait behind the next
 * frames, which are the slowest of all while the basemap's first tiles draw.
 */
export function useDrawStatus(shown: unknown) {
  const element = useRef<HTMLDivElement>(null);
  const shownRef = useRef(shown);
  const drawnRef = useRef<unknown>(undefined);
  const write = useCallback(() => {
    const drawn = shownRef.current !== undefined && drawnRef.current === shownRef.current;
    element.current?.setAttribute("data-status", drawn ? "drawn" : "loading");
  }, []);
  useLayoutEffect(() => {
    shownRef.current = shown;
    write();
  }, [shown, write]);
  const onDrawn = useCallback(
    (drawn: unknown) => {
      drawnRef.current = drawn;
      write();
    },
    [write],
  );
  return { element, onDrawn };
}
