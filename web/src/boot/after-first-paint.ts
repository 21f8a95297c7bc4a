/**
 * The page's first script: starts the app once the server-rendered page is on screen
 * (docs/decisions/023-app-code-after-first-paint.md). On a slow link every byte of the app's code fetched before
 * the first paint delays it; the page needs none of it to be read. The HTML names the code in two JSON blocks:
 * the app's entry and the chunks it imports (#app-code, written by the build: web/after-first-paint-plugin.ts),
 * and the page's own chunks (#page-code, written by the server: api/src/pages/html.ts). They are all asked for
 * at once, so the entry's imports never wait for the entry to be parsed.
 */
import { afterNextPaint } from "../lib/after-next-paint";
import { holdEarlyActions } from "../lib/early-actions";

function namedFiles(id: string): string[] {
  const text = document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as string[]) : [];
}

function startApp() {
  const [entry, ...imports] = namedFiles("app-code");
  if (!entry) return;
  for (const file of [...imports, ...namedFiles("page-code")]) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = file;
    document.head.append(link);
  }
  const script = document.createElement("script");
  script.type = "module";
  script.crossOrigin = "";
  script.src = entry;
  document.head.append(script);
}

holdEarlyActions();

// A hidden tab (opened in the background) paints no frame until it is shown: nothing to wait for there.
if (document.visibilityState === "hidden") startApp();
else afterNextPaint(startApp);
