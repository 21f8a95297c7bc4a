import { useRouterState } from "@tanstack/react-router";
import type { MouseEvent } from "react";
import type { HomeSection } from "./links";

/** Smoothly scrolls the element with this id into view; false when it is not on the page. */
export function scrollToId(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  element.scrollIntoView({ behavior: "smooth", block: "start" });
  return true;
}

function isPlainLeftClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Props for a router `Link` to a home-page section: `/?scrollTo=<section>` from other pages (the home page
 * scrolls and then cleans the URL), a plain smooth scroll when already on `/`.
 */
export function useSectionLink(section: HomeSection, onNavigate?: () => void) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return {
    to: "/" as const,
    search: { scrollTo: section },
    onClick: (event: MouseEvent) => {
      onNavigate?.();
      if (pathname === "/" && isPlainLeftClick(event) && scrollToId(section)) event.preventDefault();
    },
  };
}
