import type { Plugin } from "vite";
import { bundleClassicScript } from "./classic-script.ts";

const BOOT_NAME = "after-first-paint.js";

/** Vite's tags for the entry and the chunks it imports, as `vite build` writes them into index.html. */
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The app's code after the page's first paint (docs/decisions/023-app-code-after-first-paint.md): the built
 * index.html loses its module script and preloads, and names them instead in a JSON block (#app-code, the entry
 * first) read by a small deferred boot script (src/boot/after-first-paint.ts), which asks for them once the
 * page is on screen. The development server keeps Vite's own tags.
 */
export function appCodeAfterFirstPaint(): Plugin {
  let root = process.cwd();
  return {
    name: "app-code-after-first-paint",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      const source = await bundleClassicScript(root, "src/boot/after-first-paint.ts", "AfterFirstPaint");
      this.emitFile({ type: "asset", name: BOOT_NAME, source });
    },
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        const entry = ENTRY_SCRIPT.exec(html)?.[1];
        if (!entry) throw new Error("app-code-after-first-paint: index.html has no module script");
        const imports = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
        const files = JSON.stringify([entry, ...imports]);
        const boot = Object.values(context.bundle ?? {}).find(
          (output) => output.type === "asset" && output.names.includes(BOOT_NAME),
        );
        if (!boot) throw new Error("app-code-after-first-paint: the boot script is not in the bundle");
        return html
          .replace(ENTRY_SCRIPT, "")
          .replace(MODULE_PRELOAD, "")
          .replace(
            /<\/head>/i,
            `  <script type="application/json" id="app-code">${files}</script>\n    <script src="/${boot.fileName}" defer></script>\n  </head>`,
          );
      },
    },
  };
}
