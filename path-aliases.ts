import { fileURLToPath } from "node:url";

/**
 * The three areas by name, for Vite and Vitest; tsconfig.json "paths" says the same for tsc, tsx and
 * Playwright. Imports that leave their folder use these instead of climbing with ../../.
 */
export const pathAliases = {
  "@client": fileURLToPath(new URL("./client", import.meta.url)),
  "@server": fileURLToPath(new URL("./server", import.meta.url)),
  "@common": fileURLToPath(new URL("./common", import.meta.url)),
};
