import { type FeatureEntry, features, member } from "./features";

/**
 * The specification's routes whose pages are not built yet (features.ts explains `live`). Kept apart from the
 * live registry so the client's shell doesn't carry them; tests, the pricing page and anything that must know
 * every route read `allFeatures`.
 */
export const plannedFeatures: readonly FeatureEntry[] = [
  // Games (the hub and the games of issue 13 are live in features.ts)
  ...(
    [
      ["chef-challenge", "Chef Challenge"],
      ["chain-war", "Chain War"],
      ["sanctuary-run", "Sanctuary Run"],
      ["time-zone-invasion", "Time Zone Invasion"],
      ["connect6-draft", "Connect 6 Draft"],
      ["christ-lock", "Christ Lock"],
      ["controversy-raid", "Controversy Raid"],
      ["escape-dragon", "Escape the Dragon"],
      ["equation-builder", "Equation Builder"],
      ["witness-trial", "Witness Trial"],
      ["frame-snapshot", "Frame Snapshot"],
    ] as const
  ).map(([slug, label]) =>
    member(`game-${slug}`, `/games/${slug}`, label, null, `games.${slug.replace(/-/g, "_")}`),
  ),

  // Community

  // AI tools
];

/** Every route of the specification: the live registry, then the planned one. */
export const allFeatures: readonly FeatureEntry[] = [...features, ...plannedFeatures];

export function featureById(id: string): FeatureEntry {
  const feature = allFeatures.find((entry) => entry.id === id);
  if (!feature) throw new Error(`Unknown feature id: ${id}`);
  return feature;
}
