import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useMemo, useState } from "react";
import { useIsAdmin } from "@client/features/admin/api/get-my-roles";
import { myProfileQueryOptions } from "@client/lib/api/get-my-profile";
import { useOnlineCount } from "@client/features/presence/api/get-online-count";
import { ActiveUsersCount } from "@client/features/presence/components/online-count";
import { useAfterPageReady } from "@client/lib/page-ready";
import { useSession } from "@client/lib/session";
import { BarFrame, MenuButton, VisitorBarLinks } from "./bar-parts";
import { buildMemberNav, buildVisitorNav } from "./nav/nav-model";

// Member menus and the side sheet load on demand: a visitor's first paint doesn't carry them, and a
// member's page renders before its menus (lib/page-ready.ts).
const MemberMenus = lazy(() => import("./nav/member-menus").then((m) => ({ default: m.MemberMenus })));
const MobileSheet = lazy(() => import("./nav/mobile-sheet").then((m) => ({ default: m.MobileSheet })));
// The notifications bell and the achievement toast listener are member-only: lazy too (one chunk), after the page
// rendered.
const MemberLiveWidgets = lazy(() =>
  import("./member-live-widgets").then((m) => ({ default: m.MemberLiveWidgets })),
);

export function TopBar() {
  const session = useSession();
  const online = useOnlineCount();
  const [sheetOpen, setSheetOpen] = useState(false);
  const [sheetRequested, setSheetRequested] = useState(false);
  const signedIn = Boolean(session.data);
  const pageFirst = useAfterPageReady();
  const { isAdmin, isModerator } = useIsAdmin({ enabled: signedIn });
  // The member's effective access (server-computed) marks menu items their plan doesn't include.
  const access =
    useQuery({ ...myProfileQueryOptions(), enabled: signedIn, select: (profile) => profile.access }).data ??
    null;
  const memberNav = useMemo(
    () => (signedIn ? buildMemberNav({ isAdmin, isModerator }) : null),
    [signedIn, isAdmin, isModerator],
  );
  const visitorLinks = useMemo(() => buildVisitorNav(), []);

  const openSheet = () => {
    setSheetRequested(true);
    setSheetOpen(true);
  };

  return (
    <BarFrame
      actions={
        !session.isPending && (
          <div className="flex items-center gap-2">
            <ActiveUsersCount {...online} className="hidden sm:inline-flex" />
            {signedIn && pageFirst && (
              <Suspense fallback={null}>
                <MemberLiveWidgets />
              </Suspense>
            )}
            {memberNav ? (
              <div className="hidden lg:block">
                {pageFirst && (
                  <Suspense fallback={null}>
                    <MemberMenus nav={memberNav} access={access} isAdmin={isAdmin} />
                  </Suspense>
                )}
              </div>
            ) : (
              <VisitorBarLinks links={visitorLinks} />
            )}
            <MenuButton foldsBelow={memberNav ? "lg" : "md"} expanded={sheetOpen} onOpen={openSheet} />
          </div>
        )
      }
      sheet={
        sheetRequested && (
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
        )
      }
    />
  );
}
