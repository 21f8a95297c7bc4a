import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { appCodeAfterFirstPaint } from "./after-first-paint-plugin.ts";
import { basemapPlugin } from "./basemap/plugin.ts";
import { embedFinder } from "./embed-plugin.ts";
import { pageModules } from "./page-modules.ts";

/**
 * Preloads the Latin file of the Inter variable font: the text otherwise paints in a fallback font and
 * re-wraps when Inter arrives, which shifts the hero (a layout shift Lighthouse counts).
 */
function preloadFont(): Plugin {
  return {
    name: "preload-font",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find((file) =>
          /inter-latin-wght-normal.*\.woff2$/.test(file),
        );
        if (!font) return [];
        return [
          {
            tag: "link",
            attrs: { rel: "preload", href: `/${font}`, as: "font", type: "font/woff2", crossorigin: "" },
            injectTo: "head",
          },
        ];
      },
    },
  };
}

/**
 * Writes .br and .gz beside every text asset of the build, once, so the server sends them compressed
 * without compressing on each request (@fastify/static's preCompressed).
 */
function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const file = path.join(dir, name);
          return statSync(file).isDirectory() ? walk(file) : [file];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|json|svg|txt)$/.test(file) || statSync(file).size < 1024) continue;
        const bytes = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

const apiTarget = "http://localhost:3000";
const proxy = {
  "/api": { target: apiTarget, changeOrigin: false },
  "/trpc": { target: apiTarget, changeOrigin: false },
};

export default defineConfig({
  plugins: [
    react(),
    preloadFont(),
    precompress(),
    basemapPlugin(),
    pageModules(),
    embedFinder(),
    appCodeAfterFirstPaint(),
  ],
  server: { proxy },
  preview: { proxy },
  build: {
    // WEB_OUT_DIR lets parallel builds (tests, benchmarks, worktrees) write to their own directories.
    outDir: process.env.WEB_OUT_DIR || "dist",
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Screens (and the map, reached only from lazy screens) are split by their dynamic imports. React is
        // shared by every page and changes rarely, so it gets its own long-cached chunk. Do not add groups
        // for lazily used libraries: a group also captures its modules' dependencies (Vite's preload
        // helper among them), which would drag the whole group into the first page.
        codeSplitting: {
          groups: [{ name: "react", test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
});
