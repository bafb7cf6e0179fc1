import { type FeatureEntry, features, isAdminArea } from "../constants/features";

/** A destination the dashboard links to. */
export type Place = { id: string; label: string; path: string; group: FeatureEntry["menu"] };

/** Pages that are not "places to go" from the dashboard: the landing page and the dashboard itself. */
const notPlaces = new Set(["home", "dashboard"]);

/**
 * The areas a member can open today, straight from the registry's live menu entries (screens §3.2),
 * so a page a later issue switches on appears here without touching the dashboard. Admin pages
 * are left out: the dashboard does not know the member's roles.
 */
export function memberPlaces(registry: readonly FeatureEntry[] = features): Place[] {
  return (
    registry
      .filter(
        (feature) =>
          feature.live &&
          feature.menu !== null &&
          !isAdminArea(feature.audience) &&
          !notPlaces.has(feature.id),
      )
      .map((feature) => ({
        id: feature.id,
        label: feature.label,
        path: feature.menuPath ?? feature.path,
        group: feature.menu,
      }))
      // A pattern with parameters and no menu path cannot be linked to as is.
      .filter((place) => !place.path.includes(":"))
  );
}
