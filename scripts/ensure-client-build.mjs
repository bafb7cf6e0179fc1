// Builds the client when dist/client is missing or older than any client/common source file,
// so `npm start` on a fresh clone (or after a pull) always serves the current UI.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const builtIndex = path.join(root, "dist/client/index.html");
const sources = [
  "client",
  "common",
  "vite.config.ts",
  "scripts/vite-chunks.ts",
  "scripts/vite-precompress.ts",
  "package-lock.json",
].map((entry) => path.join(root, entry));

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const changedAt = Math.max(...sources.map(newestMtime));
if (builtAt >= changedAt) {
  process.stdout.write("Client build is up to date.\n");
} else {
  process.stdout.write(
    builtAt ? "Client sources changed; rebuilding…\n" : "Building the client (first start)…\n",
  );
  execFileSync(
    process.execPath,
    [path.join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"],
    {
      cwd: root,
      stdio: "inherit",
    },
  );
}
