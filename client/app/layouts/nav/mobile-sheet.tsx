import { LogOut } from "lucide-react";
import { Link, useLocation } from "react-router";
import { cn } from "@client/lib/cn";
import { useSignOut } from "@client/lib/session";
import type { AccessHolder } from "@common/policies/entitlements";
import { LockedMark } from "./locked-mark";
import { markLocked } from "./nav-locks";
import { type Nav, type NavLink, isGroupActive } from "./nav-model";
import { SheetFrame, sheetLink, sheetLinkClass, VisitorSheetLinks } from "./visitor-sheet";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  member: Nav | null;
  access: AccessHolder | null;
  isAdmin: boolean;
  visitorLinks: NavLink[];
};

/** The side sheet that holds the same links as the bar on narrow screens (spec §2). */
export function MobileSheet({ open, onOpenChange, member: unlocked, access, isAdmin, visitorLinks }: Props) {
  const member = unlocked ? markLocked(unlocked, { access, isAdmin }) : null;
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const close = () => onOpenChange(false);
  const linkClass = (link: NavLink) => sheetLinkClass(link, pathname);

  return (
    <SheetFrame open={open} onOpenChange={onOpenChange}>
      {member ? (
        <>
          <ul className="space-y-1">
            {member.top.map((link) => (
              <li key={link.id}>
                <Link to={link.to} className={linkClass(link)} onClick={close}>
                  {link.label}
                  {link.locked && <LockedMark />}
                </Link>
              </li>
            ))}
          </ul>
          {member.groups.map((group) => (
            <section key={group.name} aria-label={group.name}>
              <h2
                className={cn(
                  "px-3 pb-1 font-sans text-xs font-semibold uppercase tracking-wide text-stone-500",
                  isGroupActive(group, pathname) && "text-night",
                )}
              >
                {group.name}
              </h2>
              <ul className="space-y-1">
                {group.items.map((link) => (
                  <li key={link.id}>
                    <Link to={link.to} className={linkClass(link)} onClick={close}>
                      {link.label}
                      {link.locked && <LockedMark />}
                    </Link>
                  </li>
                ))}
                {group.name === "Account" && (
                  <li>
                    <button
                      type="button"
                      className={cn(sheetLink, "flex w-full items-center gap-2 text-left")}
                      onClick={() => {
                        close();
                        void signOut();
                      }}
                    >
                      <LogOut className="size-4" aria-hidden="true" /> Sign Out
                    </button>
                  </li>
                )}
              </ul>
            </section>
          ))}
        </>
      ) : (
        <VisitorSheetLinks links={visitorLinks} pathname={pathname} onNavigate={close} />
      )}
    </SheetFrame>
  );
}
