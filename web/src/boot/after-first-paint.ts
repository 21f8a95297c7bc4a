/**
 * The page's first script: fetches the app's code once the server-rendered page is on screen, and runs it then,
 * or, on a phone, on the visitor's first act (docs/decisions/023-app-code-after-first-paint.md and
 * docs/decisions/025-phones-run-the-app-on-first-touch.md). On a slow link every byte of the app's code fetched
 * before the first paint delays it; the page needs none of it to be read. The HTML names the code in two JSON
 * blocks: the app's entry and the chunks it imports (#app-code, written by the build:
 * web/after-first-paint-plugin.ts), and the page's own chunks (#page-code, written by the server:
 * api/src/pages/html.ts). They are all asked for at once, so the entry's imports never wait for the entry to be
 * parsed.
 */
import { afterNextPaint } from "../lib/after-next-paint";
import { holdEarlyActions } from "../lib/early-actions";
import { HYDRATION_STATE_ID } from "../ssr-hand-over";

function namedFiles(id: string): string[] {
  const text = document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as string[]) : [];
}

/** Module preloads added in one task: each starts a request, and a page names about fifty chunks. */
const PRELOADS_PER_TASK = 8;

/**
 * Asks for the files a few per task, then calls `then`: on a phone, asking for all of them in one task held the
 * main thread for about 180 ms (Lighthouse's mobile run), time in which a tap waits.
 */
function fetchCode(files: readonly string[], then: () => void = () => {}) {
  for (const file of files.slice(0, PRELOADS_PER_TASK)) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = file;
    document.head.append(link);
  }
  const rest = files.slice(PRELOADS_PER_TASK);
  if (rest.length > 0) setTimeout(() => fetchCode(rest, then), 0);
  else then();
}

function runEntry(entry: string) {
  const script = document.createElement("script");
  script.type = "module";
  script.crossOrigin = "";
  script.src = entry;
  document.head.append(script);
}

/** What a visitor does first on a page: a touch, a press, a key, a scroll, the mouse moving over it. */
const FIRST_ACTS = [
  "pointerdown",
  "pointermove",
  "touchstart",
  "keydown",
  "focusin",
  "wheel",
  "scroll",
] as const;

function whenVisitorActs(then: () => void) {
  const act = () => {
    for (const type of FIRST_ACTS) window.removeEventListener(type, act, { capture: true });
    then();
  };
  for (const type of FIRST_ACTS) window.addEventListener(type, act, { capture: true, passive: true });
}

holdEarlyActions();

/**
 * Whether the app waits for the visitor (docs/decisions/025-phones-run-the-app-on-first-touch.md): on a phone or
 * a tablet, a page the server rendered is read, scrolled and followed without it, and running it costs a
 * mid-range phone seconds of its main thread. A desktop runs it at once, as does the shell (nothing rendered).
 */
const waitsForVisitor =
  document.getElementById(HYDRATION_STATE_ID) !== null &&
  window.matchMedia("(hover: none) and (pointer: coarse)").matches;
let acted = false;
if (waitsForVisitor) whenVisitorActs(() => (acted = true));

function startApp() {
  const [entry, ...imports] = namedFiles("app-code");
  if (!entry) return;
  const pageCode = namedFiles("page-code");
  if (!waitsForVisitor || acted) {
    fetchCode([...imports, ...pageCode], () => runEntry(entry));
  } else {
    // Fetched (and compiled) now, run later: the first touch then waits for running the app, not for the link.
    fetchCode([entry, ...imports, ...pageCode]);
    whenVisitorActs(() => runEntry(entry));
  }
}

// A hidden tab (opened in the background) paints no frame until it is shown: nothing to wait for there.
if (document.visibilityState === "hidden") startApp();
else afterNextPaint(startApp);
