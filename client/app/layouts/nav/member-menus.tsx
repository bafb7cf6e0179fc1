import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ChevronDown, LogOut, UserRound } from "lucide-react";
import { Link, NavLink as RouterNavLink, useLocation } from "react-router";
import { cn } from "@client/lib/cn";
import { useSignOut } from "@client/lib/session";
import { LockedMark } from "./locked-mark";
import type { AccessHolder } from "@common/policies/entitlements";
import { markLocked } from "./nav-locks";
import { type Nav, type NavGroup, isGroupActive, isLinkActive } from "./nav-model";

const barItem =
  "inline-flex h-9 items-center gap-1 rounded-md px-3 text-sm font-medium text-indigo-100 transition-colors hover:bg-white/10 hover:text-white";
const activeItem = "bg-white/15 text-white";
const menuItem =
  "flex cursor-pointer select-none items-center gap-2 rounded-md px-3 py-2 text-sm text-ink outline-none data-[highlighted]:bg-indigo-50 data-[highlighted]:text-night";

function GroupMenu({
  group,
  pathname,
  onSignOut,
}: {
  group: NavGroup;
  pathname: string;
  onSignOut?: () => void;
}) {
  const active = isGroupActive(group, pathname);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={cn(barItem, active && activeItem)} data-active={active || undefined}>
        {group.name === "Account" && <UserRound className="size-4" aria-hidden="true" />}
        {group.name}
        <ChevronDown className="size-3.5 opacity-70" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-52 rounded-lg border border-stone-200 bg-white p-1 shadow-lg"
        >
          {group.items.map((item) => (
            <DropdownMenu.Item
              key={item.id}
              asChild
              className={cn(menuItem, isLinkActive(item, pathname) && "font-semibold text-night")}
            >
              <Link to={item.to}>
                {item.label}
                {item.locked && <LockedMark />}
              </Link>
            </DropdownMenu.Item>
          ))}
          {onSignOut && (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-stone-200" />
              <DropdownMenu.Item className={menuItem} onSelect={onSignOut}>
                <LogOut className="size-4" aria-hidden="true" /> Sign Out
              </DropdownMenu.Item>
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The wide-screen member menus: top links, then one dropdown per group, Account last. */
export function MemberMenus({
  nav: unlocked,
  access,
  isAdmin,
}: {
  nav: Nav;
  access: AccessHolder | null;
  isAdmin: boolean;
}) {
  const nav = markLocked(unlocked, { access, isAdmin });
  const { pathname } = useLocation();
  const signOut = useSignOut();
  return (
    <div className="flex items-center gap-1">
      {nav.top.map((link) => (
        <RouterNavLink
          key={link.id}
          to={link.to}
          end={link.to === "/"}
          className={({ isActive }) => cn(barItem, isActive && activeItem)}
        >
          {link.label}
          {link.locked && <LockedMark />}
        </RouterNavLink>
      ))}
      {nav.groups.map((group) => (
        <GroupMenu
          key={group.name}
          group={group}
          pathname={pathname}
          onSignOut={group.name === "Account" ? () => void signOut() : undefined}
        />
      ))}
    </div>
  );
}
