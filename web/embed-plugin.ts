import path from "node:path";
import { build, type Plugin, type Rolldown } from "vite";

/** Where the finder is served: a fixed name, since host pages paste its address (docs/product/embed.md). */
export const FINDER_FILE = "embed/finder.js";

/**
 * Bundles the embeddable finder (src/embed/finder.ts) into the web build as one classic script with a fixed
 * name, apart from the app's chunks: a host page loads it alone, so it shares nothing with React or Chakra
 * (docs/decisions/022-embeddable-finder.md). The precompress plugin writes its .gz and .br like any asset.
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
    // Built before the app's own bundle starts: a build nested inside the app's output stage stops the outer one.
    async buildStart() {
      const result = (await build({
        configFile: false,
        root,
        logLevel: "warn",
        build: {
          write: false,
          emptyOutDir: false,
          target: "es2022",
          minify: true,
          lib: { entry: path.join(root, "src/embed/finder.ts"), formats: ["iife"], name: "ChurchFinder" },
        },
      })) as Rolldown.RolldownOutput[];
      const chunk = result.flatMap((output) => output.output).find((file) => file.type === "chunk");
      if (chunk?.type !== "chunk") throw new Error("The finder's bundle is empty");
      code = chunk.code;
    },
    generateBundle() {
      this.emitFile({ type: "asset", fileName: FINDER_FILE, source: code });
    },
  };
}
