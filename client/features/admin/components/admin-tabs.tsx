import { NavLink } from "react-router";
import { features } from "@common/constants/features";
import { cn } from "@client/lib/cn";

/** The admin tab strip (screens §4): every live admin page of the registry. */
export function AdminTabs() {
  const tabs = features.filter((feature) => feature.live && feature.audience === "admin");
  return (
    <nav aria-label="Admin sections" className="mb-6 flex gap-1 overflow-x-auto rounded-lg bg-stone-100 p-1">
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
