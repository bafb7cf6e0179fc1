import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { liveFeatures } from "@common/constants/features";

/**
 * Page code to start downloading with the shell (issue 6: the reader interactive within 1 s of a cold load).
 * Without it a page's chunks are requested only once the app code has downloaded and run (≈ 0.2 s here) and
 * then arrive over HTTP/1.1's six connections; with `Link: rel=modulepreload` on the shell they come in while
 * the app code is still on its way. The members' landing pages are listed: the feature id → its page module,
 * as client/app/pages.ts imports it (page-modules.test.ts keeps the two in step).
 */
export const preloadedPages: Readonly<Record<string, string>> = {
  dashboard: "app/routes/account/dashboard-page.tsx",
  palace: "app/routes/palace/palace-page.tsx",
  "palace-room": "app/routes/palace/room-page.tsx",
  "bible-home": "app/routes/bible/bible-home-page.tsx",
  "bible-reader": "app/routes/bible/reader-page.tsx",
  "bible-search": "app/routes/bible/bible-search-page.tsx",
  "verse-memory-hall": "app/routes/bible/verse-memory-hall-page.tsx",
};

type ManifestChunk = { file: string; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** A route pattern ("/bible/:book/:chapter") as a test of a pathname. */
function routeTest(pattern: string): (pathname: string) => boolean {
  const segments = pattern.split("/").filter(Boolean);
  return (pathname) => {
    const parts = pathname.split("/").filter(Boolean);
    return (
      parts.length === segments.length &&
      segments.every((segment, i) => segment.startsWith(":") || segment === parts[i])
    );
  };
}

/** The files `key` loads before it runs: its own and its static imports', transitively. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/**
 * Reads the client build's manifest (vite.config.ts `build.manifest`) and answers, for a page address, the
 * script URLs to preload: the shell's own scripts and the page's chunks. No manifest (an old build) or a page
 * not listed → nothing; the page still loads its code itself.
 */
export function createPageModulePreloads(
  clientDir: string,
): (pathname: string) => { shell: string[]; page: string[] } {
  const none = { shell: [], page: [] };
  const manifestPath = path.join(clientDir, ".vite", "manifest.json");
  if (!existsSync(manifestPath)) return () => none;
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Manifest;
  const shell = staticClosure(manifest, "index.html");
  const features = liveFeatures();
  // Static routes first, so /bible/search is never read as a book called "search".
  const routes = Object.entries(preloadedPages)
    .map(([id, source]) => ({ path: features.find((feature) => feature.id === id)?.path, source }))
    .filter((route): route is { path: string; source: string } => route.path !== undefined)
    .sort((a, b) => Number(a.path.includes(":")) - Number(b.path.includes(":")))
    .map(({ path: pattern, source }) => ({
      matches: routeTest(pattern),
      files: [...staticClosure(manifest, source)]
        .filter((file) => !shell.has(file))
        .map((file) => `/${file}`),
    }));
  // The shell's own scripts are listed too, entry first: the browser sends Link-header preloads before it reads
  // the HTML, and with six connections the app code must not queue behind the page's chunks.
  const entry = manifest["index.html"]?.file;
  const shellFiles = [...shell]
    .sort((a, b) => Number(b === entry) - Number(a === entry))
    .map((file) => `/${file}`);
  return (pathname) => {
    const files = routes.find((route) => route.matches(pathname))?.files;
    return files ? { shell: shellFiles, page: files } : none;
  };
}

/** `Link` header entries that preload `files` as module scripts. */
export function modulePreloadLinks(files: readonly string[]): string[] {
  return files.map((file) => `<${file}>; rel=modulepreload`);
}
