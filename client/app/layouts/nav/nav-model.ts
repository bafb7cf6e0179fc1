import {
  audienceAllows,
  type FeatureEntry,
  isAdminArea,
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

/** The member's roles, from the profile (display only: the server checks them on every admin request). */
export type MemberNavOptions = { isAdmin: boolean; isModerator?: boolean };

// The spec names My Profile, Pricing & Plans and Referrals first; the rest follow.
const accountOrder = [
  "profile",
  "pricing",
  "referrals",
  "dashboard",
  "certificates",
  "feedback",
  "admin-access-codes",
  "admin-moderation",
];

/** The Account menu's way into the admin area (screens §1.4: admins and moderators only). */
const adminEntryLabel = "Admin";

/**
 * The member menus, read from the feature registry: only live features, only groups with at
 * least one of them, admin-area entries only for the roles that may open them. The Account menu's
 * Admin entry leads an admin to the registry's Admin item and a moderator, who may open only the
 * staff pages, to the first of those (the moderation queue). Locks for features the member's plan
 * does not include are added by nav-locks.ts inside the lazily loaded menus.
 */
export function buildMemberNav(options: MemberNavOptions, features: readonly FeatureEntry[] = registry): Nav {
  const roles = { isAdmin: options.isAdmin, isModerator: options.isModerator ?? false };
  const visible = features.filter((feature) => feature.live && audienceAllows(feature.audience, roles));
  const top = visible.filter((feature) => feature.menu === "top").map(linkOf);
  const groups = menuGroups
    .map((name) => {
      const entries = visible.filter((feature) => feature.menu === name);
      const items = entries.map(linkOf);
      if (name === "Account") {
        const adminEntry = entries.some((feature) => isAdminArea(feature.audience))
          ? null
          : firstAdminAreaPage(visible);
        if (adminEntry) items.push(adminEntry);
        items.sort((a, b) => accountOrder.indexOf(a.id) - accountOrder.indexOf(b.id));
      }
      return { name, items };
    })
    .filter((group) => group.items.length > 0 || group.name === "Account");
  return { top, groups };
}

/** The first admin-area page among those the member may open, as the Account menu's Admin entry. */
function firstAdminAreaPage(visible: readonly FeatureEntry[]): NavLink | null {
  const page = visible.find((feature) => isAdminArea(feature.audience) && !feature.path.includes(":"));
  return page ? { ...linkOf(page), label: adminEntryLabel } : null;
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
