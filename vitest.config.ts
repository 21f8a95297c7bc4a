import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "packages/*/src/**/*.test.ts",
            "api/src/**/*.test.ts",
            // Unit tests of test-only helpers (they need no database).
            "api/test/unit/**/*.test.ts",
            "web/src/**/*.test.ts",
            "web/basemap/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          environment: "node",
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: "integration",
          include: ["api/test/**/*.test.ts"],
          exclude: ["api/test/unit/**"],
          globalSetup: ["api/test/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Two cores: more workers only queue on the database.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
