import { describe, expect, test } from "vitest";
import type { FeatureEntry } from "../constants/features";
import { allFeatures as features } from "../constants/planned-features";
import type { ExperienceLevel, LearningStyle } from "../schemas/onboarding";
import {
  featureForPath,
  isLivePath,
  matchScore,
  recommendationTargets,
  recommendedTarget,
  startingPoint,
} from "./onboarding";

/** A registry like the real one, with chosen entries switched on. */
function registryWith(liveIds: readonly string[]): FeatureEntry[] {
  return features.map((feature) => ({ ...feature, live: liveIds.includes(feature.id) }));
}

describe("recommendedTarget (screens §3.1 table)", () => {
  test.each<[LearningStyle, ExperienceLevel, string]>([
    ["visual", "beginner", "/palace/floor/1/room/sr"],
    ["visual", "advanced", "/palace/floor/1/room/sr"],
    ["games", "beginner", "/games"],
    ["games", "advanced", "/games"],
    ["social", "intermediate", "/community"],
    ["reading", "beginner", "/blueprint-course"],
    ["reading", "intermediate", "/revelation-course"],
    ["reading", "advanced", "/revelation-course"],
  ])("%s + %s → %s", (learningStyle, experienceLevel, path) => {
    expect(recommendedTarget({ learningStyle, experienceLevel }).path).toBe(path);
  });

  test.each(recommendationTargets.map((target) => [target.path]))(
    "%s is a member route of the registry",
    (path) => {
      const feature = featureForPath(path, features);
      expect(feature).toBeDefined();
      expect(feature?.audience).toBe("member");
    },
  );
});

describe("matchScore and featureForPath", () => {
  test.each<[string, string, number | undefined]>([
    ["/games", "/games", 1],
    ["/games/:gameId/:mode?", "/games", undefined],
    ["/games/:gameId/:mode?", "/games/chef-challenge", 1],
    ["/games/:gameId/:mode?", "/games/chef-challenge/solo", 1],
    ["/games/:gameId/:mode?", "/games/a/b/c", undefined],
    ["/palace/floor/:floorNumber/room/:roomId", "/palace/floor/1/room/sr", 3],
    ["/palace/floor/:floorNumber", "/palace/floor/1/room/sr", undefined],
    ["/", "/", 0],
    ["/revelation-course/kids", "/revelation-course", undefined],
  ])("%s against %s → %s", (pattern, path, score) => {
    expect(matchScore(pattern, path)).toBe(score);
  });

  test.each([
    ["/palace/floor/1/room/sr", "palace-room"],
    ["/games", "games"],
    ["/games/chef-challenge", "game-chef-challenge"], // the fixed path beats "/games/:gameId"
    ["/games/something-new", "game-generic"],
    ["/bible/search", "bible-search"],
    ["/bible/John/3", "bible-reader"],
    ["/revelation-course", "revelation-course"],
    ["/dashboard", "dashboard"],
  ])("%s opens %s", (path, id) => {
    expect(featureForPath(path, features)?.id).toBe(id);
  });

  test("an unknown path has no feature and is not live", () => {
    expect(featureForPath("/nowhere", features)).toBeUndefined();
    expect(isLivePath("/nowhere")).toBe(false);
  });

  test("admin pages are never offered, even when live", () => {
    expect(isLivePath("/admin/access-codes", registryWith(["admin-access-codes"]))).toBe(false);
    // The moderation queue is for staff (admins and moderators): not a member's place either.
    expect(isLivePath("/admin/moderation")).toBe(false);
  });
});

describe("startingPoint: only live pages are offered", () => {
  const gamesAdvanced = { learningStyle: "games", experienceLevel: "advanced" } as const;

  test.each<[string, LearningStyle, ExperienceLevel, string[], string, boolean]>([
    // Nothing of the table is live yet: the first live fallback.
    ["today's pages", "games", "advanced", ["dashboard", "profile"], "/dashboard", false],
    ["without the dashboard", "visual", "beginner", ["profile"], "/profile", false],
    ["the palace opens first", "social", "beginner", ["palace", "dashboard", "profile"], "/palace", false],
    // A later issue switches a target on: the real recommendation appears.
    ["games live", "games", "advanced", ["games", "dashboard"], "/games", true],
    ["story room live", "visual", "beginner", ["palace-room", "dashboard"], "/palace/floor/1/room/sr", true],
    ["community live", "social", "advanced", ["community", "dashboard"], "/community", true],
    ["blueprint live", "reading", "beginner", ["blueprint-course", "dashboard"], "/blueprint-course", true],
    [
      "revelation live",
      "reading",
      "intermediate",
      ["revelation-course", "dashboard"],
      "/revelation-course",
      true,
    ],
    // Another member's target being live does not help this member.
    [
      "only blueprint live, advanced reader",
      "reading",
      "advanced",
      ["blueprint-course", "dashboard"],
      "/dashboard",
      false,
    ],
    [
      "generic game page live, hub not",
      "games",
      "beginner",
      ["game-generic", "dashboard"],
      "/dashboard",
      false,
    ],
  ])("%s: %s + %s → %s", (_case, learningStyle, experienceLevel, live, path, personal) => {
    const point = startingPoint({ learningStyle, experienceLevel }, { registry: registryWith(live) });
    expect(point?.path).toBe(path);
    expect(point?.personal).toBe(personal);
  });

  test("exclude skips a path the caller already is on", () => {
    const registry = registryWith(["dashboard", "profile"]);
    expect(startingPoint(gamesAdvanced, { registry, exclude: "/dashboard" })?.path).toBe("/profile");
  });

  test("without answers only the fallbacks apply", () => {
    expect(startingPoint(null, { registry: registryWith(["games", "dashboard"]) })?.path).toBe("/dashboard");
  });

  test("nothing live at all → no starting point", () => {
    expect(startingPoint(gamesAdvanced, { registry: registryWith([]) })).toBeUndefined();
  });

  test("the real registry offers a live page", () => {
    const point = startingPoint(gamesAdvanced);
    expect(point && isLivePath(point.path)).toBe(true);
  });
});
