import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { pathAliases } from "./path-aliases.ts";
import { codeSplitting } from "./scripts/vite-chunks.ts";
import { precompress } from "./scripts/vite-precompress.ts";

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  root: "client",
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: pathAliases },
  build: {
    outDir: "../dist/client",
    emptyOutDir: true,
    sourcemap: true,
    // server/http/spa-preload.ts reads it to preload a page's code on a direct load.
    manifest: true,
    modulePreload: { polyfill: false },
    // Fewer, larger files: scripts/vite-chunks.ts.
    rolldownOptions: {
      // The app, and the landing page a visitor's full load of / gets (client/app/landing.tsx).
      input: {
        index: fileURLToPath(new URL("client/index.html", import.meta.url)),
        landing: fileURLToPath(new URL("client/landing.html", import.meta.url)),
      },
      preserveEntrySignatures: false,
      output: { codeSplitting },
    },
  },
  server: {
    port: 3000,
    proxy: {
      "/api": { target: `http://127.0.0.1:${apiPort}`, ws: true },
      "/healthz": `http://127.0.0.1:${apiPort}`,
      "/readyz": `http://127.0.0.1:${apiPort}`,
    },
  },
});
