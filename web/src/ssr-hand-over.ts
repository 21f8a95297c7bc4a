/**
 * What the server's render (entry-server.tsx) and the browser's hydration (main.tsx) must agree on
 * (docs/decisions/021-server-rendered-pages.md).
 */
import type { DehydratedState } from "@tanstack/react-query";
import type { RenderFacts } from "./lib/render-facts";

/** The id of the <script type="application/json"> block that carries the page's data to the browser. */
export const HYDRATION_STATE_ID = "page-data";

/** Emotion's cache key: the server's style elements are named with it, and the browser's cache adopts them. */
export const STYLE_KEY = "css";

export interface HandOver {
  /** The query cache the page was rendered with (successful reads only). */
  queries: DehydratedState;
  facts: RenderFacts;
  /**
   * The address rendered (path and query). A visitor who went Back or Forward before the app ran is at another
   * one: the browser then draws that page itself instead of adopting markup made for the first.
   */
  address: string;
}
