import { Suspense, useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { ConnectivityBanner } from "@client/components/connectivity-banner";
import { RouteErrorBoundary } from "@client/components/route-error-boundary";
import { CenteredSpinner } from "@client/components/ui/spinner";
import { useHeartbeat } from "@client/features/presence/api/send-heartbeat";
import { useFlashToast } from "@client/lib/use-flash-toast";
import { TopBar } from "./top-bar";

/** A new page starts at the top (unless the address points at an anchor). */
function useScrollToTopOnNavigate(pathname: string, hash: string) {
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
}

export function RootLayout() {
  const { pathname, hash } = useLocation();
  useScrollToTopOnNavigate(pathname, hash);
  useHeartbeat();
  useFlashToast();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <TopBar />
      <div id="main">
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<CenteredSpinner />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </div>
      <ConnectivityBanner />
    </>
  );
}
