import { defineConfig } from "vitest/config";

// Unit and integration tests sit beside their code as *.test.ts(x); the browser tests are Playwright's (tests/e2e).
export default defineConfig({
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "tests/**/*.test.ts"],
    environment: "node",
    reporters: ["default", "./tests/reporters/vitest-summary.ts"],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Integration tests start real servers and write SQLite files: keep them from starving each other on 2 cores.
    maxWorkers: 2,
  },
});
