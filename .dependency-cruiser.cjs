// The layers ARCHITECTURE.md draws, checked by `pnpm lint` (dependency-cruiser). A rule here is a sentence of
// ARCHITECTURE.md "The layers": change both together.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      severity: "error",
      comment:
        "No module may reach itself again through its imports at run time (a cycle closed only by an `import type`, like the catalogues' types, costs nothing once compiled).",
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    {
      name: "no-folder-cycles",
      severity: "error",
      comment:
        "In the web and packages/shared, no folder may import from a folder that imports from it (features/admin <-> features/planting was one). The api is checked module by module only: api/src holds both the top (app.ts) and the bottom (errors.ts, config.ts), and its service folders call one another as siblings.",
      scope: "folder",
      from: { path: "^(web/src|packages/shared/src)/" },
      to: { path: "^(web/src|packages/shared/src)/", circular: true },
    },
    {
      name: "web-features-below-routes",
      severity: "error",
      comment: "Routes import features; a feature never imports a route (move shared types down instead).",
      from: { path: "^web/src/features/" },
      to: { path: "^web/src/routes/" },
    },
    {
      name: "web-components-and-lib-below-features",
      severity: "error",
      comment:
        "components/ and lib/ are the bottom layer of the web: they import neither features nor routes.",
      from: { path: "^web/src/(components|lib)/" },
      to: { path: "^web/src/(features|routes)/" },
    },
    {
      name: "api-services-below-routers",
      severity: "error",
      comment:
        "Routers call services; a service never imports a router, a REST path, tRPC or an HTTP plugin.",
      from: { path: "^api/src/services/" },
      to: { path: "^api/src/(routers|rest|http|trpc)/" },
    },
    {
      name: "api-adapters-and-db-below-services",
      severity: "error",
      comment:
        "adapters/ and db/ are the bottom layer of the api: they import no service, router, REST path or plugin (adapters/index.ts, which assembles them, also hands out the uploads' image processor).",
      from: { path: "^api/src/(adapters|db)/", pathNot: "^api/src/adapters/index\\.ts$" },
      to: { path: "^api/src/(services|routers|rest|http|trpc|seed)/" },
    },
    {
      name: "shared-imports-no-app",
      severity: "error",
      comment: "packages/shared is imported by web and api alike, so it imports from neither.",
      from: { path: "^packages/shared/" },
      to: { path: "^(api|web)/" },
    },
    {
      name: "api-imports-no-web",
      severity: "error",
      comment: "The server never imports the browser's code (the web may import the api's router type only).",
      from: { path: "^api/src/" },
      to: { path: "^web/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)node_modules/|\\.d\\.ts$" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
