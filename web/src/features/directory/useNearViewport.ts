import { type RefObject, useEffect, useState } from "react";

/**
 * Becomes true once the element comes within `margin` of the viewport (or from the start, `initially`), and
 * stays true. The home page uses it to fetch the map's libraries (about half a megabyte) only when a visitor
 * heads for the directory.
 */
export function useNearViewport(
  ref: RefObject<Element | null>,
  { margin = "600px", initially = false }: { margin?: string; initially?: boolean } = {},
): boolean {
  const [near, setNear] = useState(initially);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (records) => {
        if (records.some((record) => record.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
