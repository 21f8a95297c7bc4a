import type { Plugin } from "vite";
import { bundleClassicScript } from "./classic-script.ts";

/** Where the finder is served: a fixed name, since host pages paste its address (docs/product/embed.md). */
export const FINDER_FILE = "embed/finder.js";

/**
 * Bundles the embeddable finder (src/embed/finder.ts) into the web build as one classic script with a fixed
 * name, apart from the app's chunks: a host page loads it alone (docs/decisions/022-embeddable-finder.md). The
 * precompress plugin writes its .gz and .br like any asset.
 */
export function embedFinder(): Plugin {
  let root = process.cwd();
  let code = "";
  return {
    name: "embed-finder",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      code = await bundleClassicScript(root, "src/embed/finder.ts", "ChurchFinder");
    },
    generateBundle() {
      this.emitFile({ type: "asset", fileName: FINDER_FILE, source: code });
    },
  };
}
