// Which chunks each page needs besides the app's entry, for the server to name in the page's HTML (as
// <link rel="modulepreload">, api/src/pages/html.ts). A page's code is a chunk of its own, imported when the
// router reaches its route: the browser would otherwise learn of it only once the entry has run, and fetch
// it then, a step the visitor waits for (on the home page, the directory's list waited ~0.5 s for it here).
import path from "node:path";
import type { Plugin, Rolldown } from "vite";
// By path: Vite bundles the config's relative imports, but loads a workspace package with Node, which has no .ts.
import { PAGE_MODULES_FILE } from "../packages/shared/src/pages.ts";

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

const ADMIN_AREA = "src/features/admin/AdminArea.tsx";

/**
 * Each page by the server's name for it (api/src/http/pages.ts), and the modules its route imports lazily, as
 * web/src/routes does (the home route's loader also asks for its two sections).
 */
const PAGES: Readonly<Record<string, readonly string[]>> = {
  home: [
    "src/features/home/HomePage.tsx",
    "src/features/directory/DirectorySection.tsx",
    "src/features/events/EventsSection.tsx",
  ],
  church: ["src/features/churches/ChurchDetailPage.tsx"],
  events: ["src/features/events/EventsPage.tsx"],
  resources: ["src/features/vault/ResourceVaultPage.tsx"],
  churchPlantRequest: ["src/features/planting/ChurchPlantRequestPage.tsx"],
  pastoralCandidate: ["src/features/planting/PastoralCandidatePage.tsx"],
  auth: ["src/features/account/LoginPage.tsx"],
  register: ["src/features/account/RegisterPage.tsx"],
  registerChurch: ["src/features/account/RegisterChurchPage.tsx"],
  signUp: ["src/features/account/SignUpPage.tsx"],
  help: ["src/features/account/HelpPage.tsx"],
  claim: ["src/features/account/ClaimPage.tsx"],
  profile: ["src/features/account/ProfilePage.tsx"],
  admin: [ADMIN_AREA, "src/features/admin/AdminDashboardPage.tsx"],
  adminEvents: [ADMIN_AREA, "src/features/admin/AdminEventsPage.tsx"],
  adminResources: [ADMIN_AREA, "src/features/admin/AdminResourcesPage.tsx"],
  adminChurchPlanting: [ADMIN_AREA, "src/features/admin/AdminChurchPlantingPage.tsx"],
};

const chunksOf = (bundle: OutputBundle) =>
  Object.values(bundle).filter((output): output is OutputChunk => output.type === "chunk");

/** A chunk's file and every chunk it imports statically, however deep. */
function withStaticImports(chunk: OutputChunk, byFile: Map<string, OutputChunk>, into = new Set<string>()) {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const file of chunk.imports) {
    const imported = byFile.get(file);
    if (imported) withStaticImports(imported, byFile, into);
  }
  return into;
}

/**
 * Writes page-modules.json: each page's chunks, in the order the browser should fetch them, less those the
 * entry brings (index.html preloads them already). A module listed above that is no longer a chunk's own
 * (renamed, or no longer imported lazily) fails the build rather than silently preloading nothing.
 */
export function pageModules(): Plugin {
  let root = "";
  let base = "/";
  return {
    name: "page-modules",
    apply: "build",
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = chunksOf(bundle);
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) this.error("page-modules: the build has no entry chunk");
      const withEntry = withStaticImports(entry, byFile);
      const pages: Record<string, string[]> = {};
      for (const [page, modules] of Object.entries(PAGES)) {
        const files = new Set<string>();
        for (const module of modules) {
          const id = path.resolve(root, module);
          const chunk = chunks.find((candidate) => candidate.facadeModuleId === id);
          if (!chunk) this.error(`page-modules: ${module} (page "${page}") is not a lazily imported chunk`);
          withStaticImports(chunk, byFile, files);
        }
        pages[page] = [...files].filter((file) => !withEntry.has(file)).map((file) => `${base}${file}`);
      }
      this.emitFile({
        type: "asset",
        fileName: PAGE_MODULES_FILE,
        source: `${JSON.stringify(pages, null, 2)}\n`,
      });
    },
  };
}
