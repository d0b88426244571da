import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "@": path.resolve(import.meta.dirname),
  "server-only": path.resolve(import.meta.dirname, "tests/stubs/empty.ts"),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          sequence: { groupOrder: 0 },
          include: ["lib/**/*.test.ts", "components/**/*.test.ts", "db/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        resolve: { alias },
        test: {
          name: "components",
          sequence: { groupOrder: 0 },
          include: ["components/**/*.test.tsx"],
          environment: "jsdom",
          // Rendering whole forms in jsdom is slow on a shared 2-core machine.
          testTimeout: 30_000,
          setupFiles: ["tests/components/setup.ts"],
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          sequence: { groupOrder: 1 },
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Each file gets its own database; two at a time keeps PGlite's memory in check.
          maxWorkers: 2,
          // On PostgreSQL, each file's database is a copy of a template migrated and seeded once per run.
          globalSetup: ["tests/integration/helpers/global-setup.ts"],
          setupFiles: ["tests/integration/helpers/setup-env.ts"],
        },
      },
    ],
  },
});
