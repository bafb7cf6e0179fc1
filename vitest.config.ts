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
    // A worker keeps its modules from one test file to the next instead of importing the whole app again for each:
    // the import alone cost about 170 s of a 370 s run. Test files therefore share module state, so a file that
    // changes something global (fake timers, a module-level cache) puts it back in its own afterEach/afterAll.
    isolate: false,
  },
});
