import path from "node:path";
import { build, type Rolldown } from "vite";

/**
 * Bundles one of the web app's standalone scripts (the embeddable finder, the boot script) as a single minified
 * classic script, apart from the app's chunks: each is loaded alone, so it shares nothing with React or Chakra.
 * Called from a plugin's buildStart: a build nested inside the app's output stage stops the outer one.
 */
export async function bundleClassicScript(root: string, entry: string, name: string): Promise<string> {
  const result = (await build({
    configFile: false,
    root,
    logLevel: "warn",
    build: {
      write: false,
      emptyOutDir: false,
      target: "es2022",
      minify: true,
      lib: { entry: path.join(root, entry), formats: ["iife"], name },
    },
  })) as Rolldown.RolldownOutput[];
  const chunk = result.flatMap((output) => output.output).find((file) => file.type === "chunk");
  if (chunk?.type !== "chunk") throw new Error(`The bundle of ${entry} is empty`);
  return chunk.code;
}
