import { describe, expect, test } from "vitest";
import type { FeatureEntry } from "../constants/features";
import { allFeatures as features } from "../constants/planned-features";
import { memberPlaces } from "./places";

const registryWith = (liveIds: readonly string[]): FeatureEntry[] =>
  features.map((feature) => ({ ...feature, live: liveIds.includes(feature.id) }));

describe("memberPlaces", () => {
  test.each<[string, string[], string[]]>([
    ["profile only", ["home", "auth", "dashboard", "profile", "onboarding"], ["/profile"]],
    ["pricing joins when live", ["home", "dashboard", "profile", "pricing"], ["/pricing", "/profile"]],
    // Registry order; the reader links to its menu path, not its pattern.
    [
      "later pages appear by themselves",
      ["palace", "bible-reader", "games", "profile"],
      ["/profile", "/palace", "/bible/John/3", "/games"],
    ],
    [
      "admin and unlisted pages are left out",
      ["admin-access-codes", "palace-room", "terms", "profile"],
      ["/profile"],
    ],
    ["nothing live", [], []],
  ])("%s", (_case, live, paths) => {
    expect(memberPlaces(registryWith(live)).map((place) => place.path)).toEqual(paths);
  });

  test("each place carries the registry's label and menu group", () => {
    expect(memberPlaces(registryWith(["pricing"]))).toEqual([
      { id: "pricing", label: "Pricing & Plans", path: "/pricing", group: "Account" },
    ]);
  });
});
