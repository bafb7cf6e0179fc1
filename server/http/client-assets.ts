import path from "node:path";
import type { Context, Hono, MiddlewareHandler } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";
import type { AppEnv } from "./app-env";
import { createPageModulePreloads, modulePreloadLinks } from "./page-modules";
import { earlyFetches, hasSessionCookie, preloadLinkHeader } from "./spa-preload";

/**
 * serveStatic, with headers added to the file's response once it is made. (Its `onFound` hook sets headers on
 * the context after the response exists: they reach the wire only through @hono/node-server's own Response,
 * not app.request in tests.) Not found → on to the next handler, untouched.
 */
function serveFiles(
  options: Parameters<typeof serveStatic<AppEnv>>[0],
  headers: (c: Context<AppEnv>) => Record<string, string> = () => ({}),
): MiddlewareHandler<AppEnv> {
  const serve = serveStatic<AppEnv>({ ...options, precompressed: true });
  return async (c, next) => {
    const response = await serve(c, next);
    if (!(response instanceof Response)) return response;
    for (const [name, value] of Object.entries(headers(c))) response.headers.set(name, value);
    // serveStatic picks `file.br` or `file.gz` (scripts/vite-precompress.ts) when the browser accepts it and
    // then says `Vary: Accept-Encoding` — but not when it sends the plain file, so a shared cache could keep
    // that copy and hand it to everyone. Every compressible file varies.
    const type = response.headers.get("Content-Type");
    if (type && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) response.headers.set("Vary", "Accept-Encoding");
    return response;
  };
}

/** The documents (index.html, landing.html) name the current build's assets: never kept. */
const noCache = "no-cache, no-store, must-revalidate";

/**
 * The built SPA (dist/client): hashed assets cached for a year, index.html never cached, history fallback.
 * Each file goes out precompressed when the browser accepts brotli or gzip (the JavaScript of a page is
 * about a quarter of its size that way); the API's JSON is compressed per response (http/compress.ts).
 */
export function mountClient(app: Hono<AppEnv>, clientDir: string) {
  const root = path.relative(process.cwd(), clientDir) || ".";
  app.use(
    "/assets/*",
    serveFiles({ root }, () => ({ "Cache-Control": "public, max-age=31536000, immutable" })),
  );
  // A missing hashed asset is a 404, not the SPA shell (which would confuse the browser and caches).
  app.all("/assets/*", (c) => c.text("Not found", 404));
  const staticFiles = serveFiles({ root });
  const pageModules = createPageModulePreloads(clientDir);
  // "/" and "/index.html" fall through to the no-cache handlers below.
  app.use("/:file{(?!index\\.html$).+}", staticFiles);
  // A visitor's / is the landing page's own document, whose script carries no router or query library
  // (client/app/landing.tsx): a first visit stays within its JavaScript budget. With a session cookie, / is
  // the app's (a member's home); an old build without landing.html falls through to the app too.
  const landing = serveFiles({ root, path: "landing.html" }, () => ({ "Cache-Control": noCache }));
  app.get("/", async (c, next) => (hasSessionCookie(c.req.header("cookie")) ? next() : landing(c, next)));
  app.get(
    "*",
    serveFiles({ root, path: "index.html" }, (c) => {
      const headers: Record<string, string> = { "Cache-Control": noCache };
      // A member's page code and first API reads start with the app code, not after it (http/spa-preload.ts,
      // http/page-modules.ts). Visitors are sent to sign in from member pages, so they get neither.
      const cookie = c.req.header("cookie");
      if (!hasSessionCookie(cookie)) return headers;
      const url = new URL(c.req.url);
      // In the order they are needed: app code, the first API reads, then the page's code.
      const modules = pageModules(url.pathname);
      const links = [
        ...modulePreloadLinks(modules.shell),
        preloadLinkHeader(earlyFetches(url, cookie)),
        ...modulePreloadLinks(modules.page),
      ];
      const link = links.filter(Boolean).join(", ");
      return link ? { ...headers, Link: link } : headers;
    }),
  );
}
