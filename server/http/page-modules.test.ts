import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { liveFeatures } from "@common/constants/features";
import { createPageModulePreloads, modulePreloadLinks, preloadedPages } from "./page-modules";

test("every preloaded page is a live feature whose module is the one client/app/pages.ts imports", () => {
  // Whitespace folded: the formatter wraps the longer entries after `() =>`.
  const pagesSource = readFileSync(new URL("../../client/app/pages.ts", import.meta.url), "utf8").replace(
    /\s+/g,
    " ",
  );
  const ids = new Set(liveFeatures().map((feature) => feature.id));
  for (const [id, source] of Object.entries(preloadedPages)) {
    expect(ids.has(id), id).toBe(true);
    const modulePath = `./${source.replace(/^app\//, "").replace(/\.tsx$/, "")}`;
    expect(pagesSource, id).toContain(
      `${/^[a-z]+$/.test(id) ? id : JSON.stringify(id)}: () => import(${JSON.stringify(modulePath)})`,
    );
  }
});

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A client build folder with the given manifest. */
function buildWith(manifest: Record<string, { file: string; imports?: string[] }>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "pt-manifest-"));
  dirs.push(dir);
  mkdirSync(path.join(dir, ".vite"));
  writeFileSync(path.join(dir, ".vite", "manifest.json"), JSON.stringify(manifest));
  return dir;
}

const manifest = {
  "_react.js": { file: "assets/react.js" },
  "_shared.js": { file: "assets/shared.js", imports: ["_react.js"] },
  "index.html": { file: "assets/index.js", imports: ["_react.js"] },
  "app/routes/bible/reader-page.tsx": {
    file: "assets/reader-page.js",
    imports: ["index.html", "_shared.js", "_icons.js"],
  },
  "_icons.js": { file: "assets/icons.js", imports: ["_shared.js"] },
  "app/routes/bible/bible-search-page.tsx": {
    file: "assets/search-page.js",
    imports: ["index.html", "_shared.js"],
  },
};

test("a page's preloads: the shell's scripts (entry first), then the page's own chunks without the shell's", () => {
  const preloads = createPageModulePreloads(buildWith(manifest));
  expect(preloads("/bible/John/3")).toEqual({
    shell: ["/assets/index.js", "/assets/react.js"],
    page: ["/assets/reader-page.js", "/assets/shared.js", "/assets/icons.js"],
  });
  // A static route is never read as a pattern's parameter.
  expect(preloads("/bible/search").page).toEqual(["/assets/search-page.js", "/assets/shared.js"]);
});

test("pages not listed, unknown addresses and a build without a manifest preload nothing", () => {
  const preloads = createPageModulePreloads(buildWith(manifest));
  for (const pathname of ["/", "/pricing", "/bible/John/3/extra", "/nowhere"]) {
    expect(preloads(pathname), pathname).toEqual({ shell: [], page: [] });
  }
  const empty = mkdtempSync(path.join(os.tmpdir(), "pt-no-manifest-"));
  dirs.push(empty);
  expect(createPageModulePreloads(empty)("/bible/John/3")).toEqual({ shell: [], page: [] });
});

test("Link entries preload each file as a module script", () => {
  expect(modulePreloadLinks(["/assets/a.js", "/assets/b.js"])).toEqual([
    "</assets/a.js>; rel=modulepreload",
    "</assets/b.js>; rel=modulepreload",
  ]);
});
