import { defineConfig } from "vitest/config";
import { pathAliases } from "./path-aliases.ts";

export default defineConfig({
  resolve: { alias: pathAliases },
  test: {
    include: ["*.test.ts", "common/**/*.test.ts", "server/**/*.test.ts", "client/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite instances are heavy; two workers suit the 2-core machines we run on.
    maxWorkers: 2,
  },
});
