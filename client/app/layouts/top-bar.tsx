import { BookOpen, Menu } from "lucide-react";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useMemo, useState } from "react";
import { Link } from "react-router";
import { Button } from "@client/components/ui/button";
import { useIsAdmin } from "@client/features/admin/api/get-my-roles";
import { myProfileQueryOptions } from "@client/lib/api/get-my-profile";
import { useOnlineCount } from "@client/features/presence/api/get-online-count";
import { ActiveUsersCount } from "@client/features/presence/components/online-count";
import { useAfterPageReady } from "@client/lib/page-ready";
import { useSession } from "@client/lib/session";
import { buildMemberNav, buildVisitorNav } from "./nav/nav-model";

// Member menus and the side sheet load on demand: a visitor's first paint doesn't carry them, and a
// member's page renders before its menus (lib/page-ready.ts).
const MemberMenus = lazy(() => import("./nav/member-menus").then((m) => ({ default: m.MemberMenus })));
const MobileSheet = lazy(() => import("./nav/mobile-sheet").then((m) => ({ default: m.MobileSheet })));

export function TopBar() {
  const session = useSession();
  const online = useOnlineCount();
  const [sheetOpen, setSheetOpen] = useState(false);
  const [sheetRequested, setSheetRequested] = useState(false);
  const signedIn = Boolean(session.data);
  const pageFirst = useAfterPageReady();
  const { isAdmin } = useIsAdmin({ enabled: signedIn });
  // The member's effective access (server-computed) marks menu items their plan doesn't include.
  const access =
    useQuery({ ...myProfileQueryOptions(), enabled: signedIn, select: (profile) => profile.access }).data ??
    null;
  const memberNav = useMemo(() => (signedIn ? buildMemberNav({ isAdmin }) : null), [signedIn, isAdmin]);
  const visitorLinks = useMemo(() => buildVisitorNav(), []);
  // Members have many groups, so their bar folds into the sheet below 1024 px; visitors' below 768 px.
  const wide = signedIn ? "lg" : "md";

  return (
    <header className="sticky top-0 z-40 border-b border-indigo-950/40 bg-night text-white">
      <nav className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4" aria-label="Main">
        <Link to="/" className="flex shrink-0 items-center gap-2">
          <BookOpen className="size-6 text-gold" aria-hidden="true" />
          <span className="font-serif text-lg font-semibold tracking-wide">Phototheology</span>
        </Link>

        {!session.isPending && (
          <div className="flex items-center gap-2">
            <ActiveUsersCount {...online} className="hidden sm:inline-flex" />
            {memberNav ? (
              <div className="hidden lg:block">
                {pageFirst && (
                  <Suspense fallback={null}>
                    <MemberMenus nav={memberNav} access={access} isAdmin={isAdmin} />
                  </Suspense>
                )}
              </div>
            ) : (
              <div className="hidden items-center gap-2 md:flex">
                {visitorLinks.map((link) => (
                  <Link
                    key={link.id}
                    to={link.to}
                    className="rounded-md px-3 py-2 text-sm font-medium text-indigo-100 hover:bg-white/10 hover:text-white"
                  >
                    Pricing
                  </Link>
                ))}
                <Button asChild variant="gold" size="sm">
                  <Link to="/auth">Get Started Free</Link>
                </Button>
              </div>
            )}
            <button
              type="button"
              className={`${wide === "lg" ? "lg:hidden" : "md:hidden"} rounded-md p-2 text-white hover:bg-white/10`}
              aria-label="Open menu"
              aria-expanded={sheetOpen}
              onClick={() => {
                setSheetRequested(true);
                setSheetOpen(true);
              }}
            >
              <Menu className="size-6" aria-hidden="true" />
            </button>
          </div>
        )}
      </nav>
      {sheetRequested && (
        <Suspense fallback={null}>
          <MobileSheet
            open={sheetOpen}
            onOpenChange={setSheetOpen}
            member={memberNav}
            access={access}
            isAdmin={isAdmin}
            visitorLinks={visitorLinks}
          />
        </Suspense>
      )}
    </header>
  );
}
