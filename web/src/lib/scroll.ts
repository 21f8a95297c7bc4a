import { useRouterState } from "@tanstack/react-router";
import type { MouseEvent } from "react";
import type { HomeSection } from "./links";

/** Smoothly scrolls the element with this id into view; false when it is not on the page. */
export function scrollToId(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  element.scrollIntoView({ behavior: "smooth", block: "start" });
  realignOnceScrolled(element);
  return true;
}

/** How long after the scroll begins a late change of the page above is still made good. */
const REALIGN_WINDOW_MS = 5000;
/** A few pixels off is rounding, not a shift. */
const REALIGN_TOLERANCE_PX = 2;
const MAX_REALIGNMENTS = 3;
/** What says the visitor has taken over the scrolling: from then on the page is theirs. */
const VISITOR_SCROLLS = ["wheel", "touchstart", "pointerdown", "keydown"] as const;
/** The realignment under way: a new scroll to a section ends it, or the two would pull against each other. */
let stopRealigning = () => {};

/**
 * A smooth scroll heads for where the element was when it began. Content above it that changes height on the
 * way (the hero once the server has answered, on a slow phone) left the visitor 268 px past the directory's
 * heading and search box. Each time the scroll comes to rest, the element is brought back to its place if the
 * page above it has changed height meanwhile. Only that: when the element is off its place because something
 * else scrolled the page (the visitor dragging the scrollbar, find in page, a button brought into view before a
 * click), the page is left where it is, or the visitor would be pulled back to the section.
 */
function realignOnceScrolled(element: HTMLElement): void {
  stopRealigning();
  let realignments = 0;
  let restTimer = 0;
  const expectedTop = () => Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
  const topInPage = () => element.getBoundingClientRect().top + window.scrollY;
  // Where in the page the element was when the scroll set off for it.
  let aimedAt = topInPage();
  const atRest = () => {
    const offset = element.getBoundingClientRect().top - expectedTop();
    if (Math.abs(offset) <= REALIGN_TOLERANCE_PX) return;
    const now = topInPage();
    // Off its place, yet where it was in the page: something else scrolled, and the page is left as it is.
    if (Math.abs(now - aimedAt) <= REALIGN_TOLERANCE_PX) return stop();
    realignments += 1;
    if (realignments > MAX_REALIGNMENTS) return stop();
    aimedAt = now;
    element.scrollIntoView({ behavior: "smooth", block: "start" });
  };
  // One signal takes every listener away again, whichever of them was added.
  const listening = new AbortController();
  const giveUp = window.setTimeout(() => stop(), REALIGN_WINDOW_MS);
  function stop() {
    window.clearTimeout(restTimer);
    window.clearTimeout(giveUp);
    listening.abort();
  }
  stopRealigning = stop;
  const { signal } = listening;
  const hasScrollEnd = "onscrollend" in window;
  if (hasScrollEnd) window.addEventListener("scrollend", atRest, { signal });
  else {
    // Where `scrollend` is missing (Safari), a pause of the scroll events stands in for it.
    const onScroll = () => {
      window.clearTimeout(restTimer);
      restTimer = window.setTimeout(atRest, 150);
    };
    window.addEventListener("scroll", onScroll, { passive: true, signal });
  }
  for (const type of VISITOR_SCROLLS) window.addEventListener(type, stop, { passive: true, signal });
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
