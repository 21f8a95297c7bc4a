import { defineConfig } from "@playwright/test";
import base from "./playwright.config.ts";

// `pnpm screens`: every route as a visitor, a church owner and an administrator, at 390 and 1366 px, in English
// and Spanish, saved as screenshots to look at (SCREENS_DIR). A sweep to run before a release, not part of
// `npm test`: it loads over two hundred pages.
export default defineConfig({
  ...base,
  testMatch: [/world\.setup\.ts$/, /screens\.sweep\.ts$/],
  projects: base.projects?.map((project) =>
    project.name === "chromium" ? { ...project, testMatch: /screens\.sweep\.ts$/ } : project,
  ),
});
