import {
  type FeatureEntry,
  type MenuGroup,
  features as registry,
  menuGroups,
} from "@common/constants/features";

/** `locked`: the member's plan does not include it; the link stays and its page shows the upgrade prompt. */
export type NavLink = { id: string; label: string; to: string; locked?: boolean };
export type NavGroup = { name: MenuGroup; items: NavLink[] };
export type Nav = { top: NavLink[]; groups: NavGroup[] };

const linkOf = (feature: FeatureEntry): NavLink => ({
  id: feature.id,
  label: feature.label,
  to: feature.menuPath ?? feature.path,
});

export type MemberNavOptions = { isAdmin: boolean };

// The spec names My Profile, Pricing & Plans and Referrals first; the rest follow.
const accountOrder = [
  "profile",
  "pricing",
  "referrals",
  "dashboard",
  "certificates",
  "feedback",
  "admin-access-codes",
];

/**
 * The member menus, read from the feature registry: only live features, only groups with at
 * least one of them, admin entries for admins only. Locks for features the member's plan does
 * not include are added by nav-locks.ts inside the lazily loaded menus.
 */
export function buildMemberNav(options: MemberNavOptions, features: readonly FeatureEntry[] = registry): Nav {
  const visible = features.filter(
    (feature) => feature.live && (feature.audience !== "admin" || options.isAdmin),
  );
  const top = visible.filter((feature) => feature.menu === "top").map(linkOf);
  const groups = menuGroups
    .map((name) => {
      let items = visible.filter((feature) => feature.menu === name);
      if (name === "Account")
        items = [...items].sort((a, b) => accountOrder.indexOf(a.id) - accountOrder.indexOf(b.id));
      return { name, items: items.map(linkOf) };
    })
    .filter((group) => group.items.length > 0 || group.name === "Account");
  return { top, groups };
}

/** The visitor bar: Pricing (when live); the Get Started button is always there. */
export function buildVisitorNav(features: readonly FeatureEntry[] = registry): NavLink[] {
  return features.filter((feature) => feature.live && feature.id === "pricing").map(linkOf);
}

/** Whether a link or group is the current place. Bible Tools lights up on any /bible path (spec §2). */
export function isLinkActive(link: NavLink, pathname: string): boolean {
  if (link.to === "/") return pathname === "/";
  return pathname === link.to || pathname.startsWith(`${link.to}/`);
}

export function isGroupActive(group: NavGroup, pathname: string): boolean {
  if (group.name === "Bible Tools" && pathname.startsWith("/bible")) return true;
  return group.items.some((item) => isLinkActive(item, pathname));
}
