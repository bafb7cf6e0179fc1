import { NavLink } from "react-router";
import { audienceAllows, features, isAdminArea } from "@common/constants/features";
import { cn } from "@client/lib/cn";
import { useIsAdmin } from "../api/get-my-roles";

/**
 * The admin tab strip (screens §4): every live admin-area page of the registry the member's roles may open, so a
 * moderator sees only the moderation queue. The roles come from the profile the guard already loaded.
 */
export function AdminTabs() {
  const roles = useIsAdmin({ enabled: true });
  const tabs = features.filter(
    (feature) => feature.live && isAdminArea(feature.audience) && audienceAllows(feature.audience, roles),
  );
  return (
    // Wraps rather than scrolls on a phone, so the current tab is never cut off.
    <nav aria-label="Admin sections" className="mb-6 flex flex-wrap gap-1 rounded-lg bg-stone-100 p-1">
      {tabs.map((tab) => (
        <NavLink
          key={tab.id}
          to={tab.path}
          className={({ isActive }) =>
            cn(
              "whitespace-nowrap rounded-md px-4 py-2 text-sm font-medium text-stone-600 hover:text-night",
              isActive && "bg-white text-night shadow-sm",
            )
          }
        >
          {tab.id === "admin-access-codes" ? "Access codes" : tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
