import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { basemapPlugin } from "./basemap/plugin.ts";

/**
 * The server's build of the web app (docs/decisions/021-server-rendered-pages.md): entry-server.tsx and
 * everything it reaches, in one self-contained ES module tree under <dist>/server/, which the api imports to
 * render public pages. Run after the browser's build (vite.config.ts), which empties <dist>.
 */
const outDir = path.join(process.env.WEB_OUT_DIR || "dist", "server");

// The basemap's archive is the browser build's asset; the server needs only the module that names it.
const { generateBundle: _browserAsset, ...basemapModule } = basemapPlugin();

export default defineConfig({
  plugins: [react(), basemapModule],
  // Bundled whole: the api loads the output from the dist directory, where no node_modules sits beside it.
  ssr: { noExternal: true, target: "node" },
  // React's production build, whatever NODE_ENV the api runs with: the browser runs production code too.
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  build: {
    ssr: "src/entry-server.tsx",
    outDir,
    emptyOutDir: true,
    copyPublicDir: false,
    minify: false,
  },
});
