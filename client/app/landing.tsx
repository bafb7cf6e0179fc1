import { lazy, StrictMode, Suspense, useEffect, useMemo, useState } from "react";
import { createRoot } from "react-dom/client";
import { AppFallback } from "@client/components/app-fallback";
import { ConnectivityBanner } from "@client/components/connectivity-banner";
import type { OnlineCount } from "@client/features/presence/api/online-count-source";
import { usePolledOnlineCount } from "@client/features/presence/api/poll-online-count";
import { ActiveUsersCount } from "@client/features/presence/components/online-count";
import { markPageReady } from "@client/lib/page-ready";
import { useFlashToast } from "@client/lib/use-flash-toast";
import { BarFrame, MenuButton, VisitorBarLinks } from "./layouts/bar-parts";
import { buildVisitorNav } from "./layouts/nav/nav-model";
import { LandingContent } from "./routes/public/landing-content";
import "./styles.css";

/*
 * The landing page as a visitor's full load of / gets it (client/landing.html; the server sends it when the
 * request has no session cookie). The same bar and content as the app's / but without the router and the
 * query library: a visitor's first page stays within its JavaScript budget (docs/decisions.md). Its links
 * are plain links, so the next page loads the app (main.tsx), which reuses the React chunk from the cache.
 */

const VisitorSheet = lazy(() =>
  import("./layouts/nav/visitor-sheet").then((m) => ({ default: m.VisitorSheet })),
);

function LandingBar({ online }: { online: OnlineCount }) {
  const links = useMemo(() => buildVisitorNav(), []);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [sheetRequested, setSheetRequested] = useState(false);
  return (
    <BarFrame
      actions={
        <div className="flex items-center gap-2">
          <ActiveUsersCount {...online} className="hidden sm:inline-flex" />
          <VisitorBarLinks links={links} />
          <MenuButton
            foldsBelow="md"
            expanded={sheetOpen}
            onOpen={() => {
              setSheetRequested(true);
              setSheetOpen(true);
            }}
          />
        </div>
      }
      sheet={
        sheetRequested && (
          <Suspense fallback={null}>
            <VisitorSheet open={sheetOpen} onOpenChange={setSheetOpen} links={links} />
          </Suspense>
        )
      }
    />
  );
}

function LandingDocument() {
  const online = usePolledOnlineCount();
  useFlashToast();
  useEffect(markPageReady, []);
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <LandingBar online={online} />
      <div id="main">
        <LandingContent signedIn={false} online={online} />
      </div>
      <ConnectivityBanner />
    </>
  );
}

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element.");

createRoot(root).render(
  <StrictMode>
    <AppFallback>
      <LandingDocument />
    </AppFallback>
  </StrictMode>,
);
