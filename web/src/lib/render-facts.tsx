/**
 * What a page's first render must read the same on the server and in the browser that hydrates it: the site's
 * address (the browser has `window.location`, the server the request) and the moment "now" ("next service in
 * 2 days"). The server renders with its own; the browser hydrates with the server's, then moves to its own
 * (docs/decisions/021-server-rendered-pages.md#no-different-content).
 */
import { createContext, type ReactNode, useContext, useEffect, useState, useSyncExternalStore } from "react";

export interface RenderFacts {
  /** "https://example.org": the address the page was asked at. */
  origin: string;
  /** Milliseconds since the epoch when the server rendered the page. */
  now: number;
  /** The server's time zone ("UTC"), in which it wrote the page's dates. */
  timeZone: string;
  /**
   * No session cookie came with the page's request, so no one is signed in: the account's places (the header,
   * the home page's hero) show the signed-out links from the first paint rather than placeholders until the
   * browser has asked who is signed in (docs/decisions/025-phones-run-the-app-on-first-touch.md).
   */
  signedOut: boolean;
}

const RenderFactsContext = createContext<RenderFacts | null>(null);

export function RenderFactsProvider({
  facts,
  onRunning,
  children,
}: {
  facts: RenderFacts | null;
  /** Called once the page runs (hydrated, or drawn by the browser). */
  onRunning?: () => void;
  children: ReactNode;
}) {
  useEffect(() => onRunning?.(), [onRunning]);
  return <RenderFactsContext.Provider value={facts}>{children}</RenderFactsContext.Provider>;
}

/** Whether the page's request carried no session (RenderFacts.signedOut); false for a page the browser drew. */
export function useSignedOutAtLoad(): boolean {
  return useContext(RenderFactsContext)?.signedOut ?? false;
}

/** The site's origin, on both sides. */
export function useOrigin(): string {
  const facts = useContext(RenderFactsContext);
  return facts?.origin ?? window.location.origin;
}

/** "Now": the server's while a server-rendered page hydrates, the browser's from the next render on. */
export function useNow(): Date {
  const facts = useContext(RenderFactsContext);
  const [now, setNow] = useState(() => (facts ? facts.now : Date.now()));
  useEffect(() => {
    if (facts) setNow(Date.now());
  }, [facts]);
  return new Date(now);
}

const noSubscription = () => () => {};

/**
 * False while the server renders and while the browser hydrates that render, true from then on (and for a page
 * the browser draws itself). What only the browser knows (who is signed in) waits for it, so the hydrating
 * render matches the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The time zone to show a timestamp's date in: the server's while a server-rendered page is written and adopted
 * (a visitor whose calendar is already on the next day would otherwise see a different text, and React would
 * throw the page away and draw it again), the visitor's own (undefined: Intl's default) from the next render on.
 */
export function useDisplayTimeZone(): string | undefined {
  const facts = useContext(RenderFactsContext);
  const hydrated = useHydrated();
  return hydrated ? undefined : facts?.timeZone;
}
