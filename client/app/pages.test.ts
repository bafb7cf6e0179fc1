import { describe, expect, test } from "vitest";
import { liveFeatures } from "@common/constants/features";
import { allFeatures } from "@common/constants/planned-features";
import { pages } from "./pages";

describe("pages and the feature registry agree", () => {
  test("every live feature has a page module", () => {
    const missing = liveFeatures()
      .map((feature) => feature.id)
      .filter((id) => !(id in pages));
    expect(missing).toEqual([]);
  });

  test("every page module belongs to a live feature (no page reachable outside the registry)", () => {
    const live = new Set(liveFeatures().map((feature) => feature.id));
    expect(Object.keys(pages).filter((id) => !live.has(id))).toEqual([]);
  });

  test("registry ids and paths are unique", () => {
    const ids = allFeatures.map((feature) => feature.id);
    const paths = allFeatures.map((feature) => feature.path);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(paths).size).toBe(paths.length);
  });

  test("the spec's menu labels are in the registry", () => {
    const labels = new Set(allFeatures.map((feature) => feature.label));
    for (const label of [
      "My Profile",
      "Pricing & Plans",
      "Referrals",
      "Amplified Quarterly",
      "Community Chat",
      "The Palace",
      "Bible reader",
    ]) {
      expect(labels.has(label)).toBe(true);
    }
  });
});
