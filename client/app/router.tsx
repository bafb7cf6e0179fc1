import { createBrowserRouter, type RouteObject } from "react-router";
import { type FeatureEntry, liveFeatures } from "../../common/constants/features";
import { CrashScreen } from "../components/crash-screen";
import { NotFoundPage } from "../components/not-found";
import { CenteredSpinner } from "../components/ui/spinner";
import { ProtectedRoute } from "./layouts/protected-route";
import { RootLayout } from "./layouts/root-layout";
import { pages } from "./pages";

function routeOf(feature: FeatureEntry): RouteObject {
  const page = pages[feature.id];
  if (!page) throw new Error(`Live feature "${feature.id}" has no page in client/app/pages.ts`);
  return { path: feature.path, lazy: page };
}

/** Built from the registry: public pages, then member pages behind the session guard. */
export function buildRoutes(features: readonly FeatureEntry[] = liveFeatures()): RouteObject[] {
  return [
    {
      Component: RootLayout,
      ErrorBoundary: CrashScreen,
      HydrateFallback: CenteredSpinner,
      children: [
        {
          ErrorBoundary: CrashScreen,
          children: [
            ...features.filter((feature) => feature.audience === "public").map(routeOf),
            { Component: ProtectedRoute, children: features.filter((feature) => feature.audience !== "public").map(routeOf) },
            { path: "*", Component: NotFoundPage },
          ],
        },
      ],
    },
  ];
}

export const router = createBrowserRouter(buildRoutes());
