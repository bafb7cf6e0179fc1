import type { FeatureEntry } from "@common/constants/features";
import { features as registry } from "@common/constants/features";
import { type AccessHolder, hasFeature, isEntitlementKey } from "@common/policies/entitlements";
import type { Nav, NavLink } from "./nav-model";

/**
 * Marks the menu items the member's plan does not include (issue 4: explain a lock, never hide it).
 * Kept apart from nav-model and imported only by the lazily loaded menus, so the entitlement table
 * never weighs on a visitor's first paint. While access is unknown nothing is marked.
 */
export function markLocked(
  nav: Nav,
  options: { access?: AccessHolder | null; isAdmin: boolean },
  features: readonly FeatureEntry[] = registry,
): Nav {
  const access = options.access;
  if (!access) return nav;
  const byId = new Map(features.map((feature) => [feature.id, feature]));
  const mark = (link: NavLink): NavLink => {
    const entitlement = byId.get(link.id)?.entitlement;
    if (!entitlement || !isEntitlementKey(entitlement)) return link;
    return hasFeature(access, entitlement, { isAdmin: options.isAdmin }) ? link : { ...link, locked: true };
  };
  return {
    top: nav.top.map(mark),
    groups: nav.groups.map((group) => ({ ...group, items: group.items.map(mark) })),
  };
}
