import { type ComponentType, lazy, type LazyExoticComponent, useEffect } from "react";
import { BrowserRouter, Link, matchRoutes, Route, Routes } from "react-router";
import { type FeatureEntry, liveFeatures } from "@common/constants/features";
import { NotFoundPage } from "../components/not-found";
import { AppLinkProvider } from "../lib/app-link";
import { markPageReady } from "../lib/page-ready";
import { useRouteTitle } from "../lib/page-title";
import { AdminRoute } from "./layouts/admin-route";
import { ProtectedRoute } from "./layouts/protected-route";
import { RootLayout } from "./layouts/root-layout";
import { pages } from "./pages";

/*
 * React Router in declarative mode (BrowserRouter + Routes) rather than its data router: we load
 * data with TanStack Query, not route loaders, and the declarative router is half the size —
 * which keeps the landing page's first paint within its JavaScript budget (docs/decisions.md).
 */

type PageModule = { Component: ComponentType };

const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();
/** Page modules that have finished loading, by feature id. */
const loadedPages = new Map<string, PageModule>();

/** Loads a page's module once and remembers it when it arrives. */
function loadPage(id: string, load: () => Promise<PageModule>): Promise<PageModule> {
  return load().then((module) => {
    loadedPages.set(id, module);
    return module;
  });
}

function pageFor(feature: FeatureEntry): LazyExoticComponent<ComponentType> {
  const load = pages[feature.id];
  if (!load) throw new Error(`Live feature "${feature.id}" has no page in client/app/pages.ts`);
  let page = lazyPages.get(feature.id);
  if (!page) {
    page = lazy(() => {
      // A page whose code is already here (preloadPageAt) renders at once: React reads a thenable that
      // resolves synchronously without suspending, so no fallback is shown and React's throttled reveal of a
      // suspended page (≈ 300 ms) never applies.
      const loaded = loadedPages.get(feature.id);
      if (loaded) {
        const ready = {
          then: (resolve: (value: { default: ComponentType }) => void) =>
            resolve({ default: loaded.Component }),
        };
        return ready as unknown as Promise<{ default: ComponentType }>;
      }
      return loadPage(feature.id, load).then((module) => ({ default: module.Component }));
    });
    lazyPages.set(feature.id, page);
  }
  return page;
}

/** The page, its tab title, and beside it (inside the same Suspense boundary) the signal that it has rendered. */
function RoutedPage({ Page, title }: { Page: ComponentType; title: string | null }) {
  useRouteTitle(title);
  useEffect(markPageReady, []);
  return <Page />;
}

function routeFor(feature: FeatureEntry) {
  const Page = pageFor(feature);
  const title = feature.id === "home" ? null : feature.label;
  return <Route key={feature.id} path={feature.path} element={<RoutedPage Page={Page} title={title} />} />;
}

/**
 * On a direct load, starts fetching the code of the page at `pathname` at once, in parallel with the session
 * check, instead of once the guard has rendered it (a member page's chunks would otherwise wait for
 * /api/auth/get-session). import() caches the module, so the lazy route reuses this download.
 */
export function preloadPageAt(pathname: string, features: readonly FeatureEntry[] = liveFeatures()): void {
  const matched = matchRoutes(
    features.map((feature) => ({ path: feature.path, id: feature.id })),
    pathname,
  );
  const id = matched?.at(-1)?.route.id;
  const load = id === undefined ? undefined : pages[id];
  if (id !== undefined && load) loadPage(id, load).catch(() => undefined); // a failed download is retried (and reported) by the route itself
}

/**
 * The route table, built from the registry's live features: public pages, then member pages behind the guard, admin
 * pages (and staff pages, which moderators may open too) behind a second one.
 */
export function AppRoutes({ features = liveFeatures() }: { features?: readonly FeatureEntry[] }) {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {features.filter((feature) => feature.audience === "public").map(routeFor)}
        <Route element={<ProtectedRoute />}>
          {features.filter((feature) => feature.audience === "member").map(routeFor)}
          <Route element={<AdminRoute />}>
            {features.filter((feature) => feature.audience === "admin").map(routeFor)}
          </Route>
          <Route element={<AdminRoute audience="staff" />}>
            {features.filter((feature) => feature.audience === "staff").map(routeFor)}
          </Route>
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppLinkProvider value={Link}>
        <AppRoutes />
      </AppLinkProvider>
    </BrowserRouter>
  );
}
