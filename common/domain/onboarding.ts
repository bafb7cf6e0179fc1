import { type FeatureEntry, features, isAdminArea } from "../constants/features";
import type { ExperienceLevel, LearningStyle } from "../schemas/onboarding";

/**
 * Where a new member should start (screens §3.1), and the rule that only live pages are ever
 * offered: the spec's targets may not be built yet, so each is looked up in the feature registry
 * and replaced by the best live destination until its entry is switched on. Nothing here needs to
 * change when a later issue sets `live: true`.
 */
export type StartingPoint = {
  /** An in-app path that is live in the registry. */
  path: string;
  /** "Start here: {title}". */
  title: string;
  /** One line on why this place suits the member. */
  reason: string;
  /** False when the member's own recommendation is not open yet and a fallback was chosen. */
  personal: boolean;
};

type Target = Omit<StartingPoint, "personal">;

const storyRoom: Target = {
  path: "/palace/floor/1/room/sr",
  title: "the Story Room",
  reason:
    "You learn by seeing: the first room of the palace turns Bible stories into scenes you can walk through.",
};
const games: Target = {
  path: "/games",
  title: "the Games Hub",
  reason: "You like a challenge: games drill the palace's rooms until they stick.",
};
const community: Target = {
  path: "/community",
  title: "Community Chat",
  reason: "You learn with others: ask questions and share what you find with fellow members.",
};
const blueprint: Target = {
  path: "/blueprint-course",
  title: "the Blueprint Course",
  reason: "A guided first course that lays the foundation, one lesson at a time.",
};
const revelation: Target = {
  path: "/revelation-course",
  title: "Unlocking Revelation",
  reason: "You already know your Bible: go deep into its most vivid book.",
};

/** The spec's table, before any check that the page exists. */
export function recommendedTarget(answers: {
  learningStyle: LearningStyle;
  experienceLevel: ExperienceLevel;
}): Target {
  switch (answers.learningStyle) {
    case "visual":
      return storyRoom;
    case "games":
      return games;
    case "social":
      return community;
    case "reading":
      return answers.experienceLevel === "beginner" ? blueprint : revelation;
  }
}

/** Every place the table can send a member (a test checks each is a route of the registry). */
export const recommendationTargets: readonly Target[] = [storyRoom, games, community, blueprint, revelation];

/** Used, in this order, when the member's own recommendation is not live. */
const fallbacks: readonly (Target & { featureId: string })[] = [
  {
    featureId: "palace",
    path: "/palace",
    title: "the Palace",
    reason: "Walk the eight floors and open your first room.",
  },
  {
    featureId: "dashboard",
    path: "/dashboard",
    title: "your dashboard",
    reason: "Your plan and the places you can go, all on one page.",
  },
  {
    featureId: "profile",
    path: "/profile",
    title: "your profile",
    reason: "Check your details and protect your account with two-factor sign-in.",
  },
];

function segments(path: string): string[] {
  return path.split("/").filter((part) => part !== "");
}

/**
 * How well a React Router pattern (":param", trailing "?" for optional) matches a concrete path:
 * the number of fixed segments it matched, or undefined when it does not match at all.
 */
export function matchScore(pattern: string, path: string): number | undefined {
  const wanted = segments(pattern);
  const given = segments(path);
  let index = 0;
  let score = 0;
  for (const part of wanted) {
    const optional = part.endsWith("?");
    const name = optional ? part.slice(0, -1) : part;
    const value = given[index];
    if (value === undefined) {
      if (optional) continue;
      return undefined;
    }
    if (name.startsWith(":")) {
      index += 1;
      continue;
    }
    if (name !== value) {
      if (optional) continue;
      return undefined;
    }
    score += 1;
    index += 1;
  }
  return index === given.length ? score : undefined;
}

/** The registry entry a concrete path would open: the match with the most fixed segments. */
export function featureForPath(
  path: string,
  registry: readonly FeatureEntry[] = features,
): FeatureEntry | undefined {
  let best: { feature: FeatureEntry; score: number } | undefined;
  for (const feature of registry) {
    const score = matchScore(feature.path, path);
    if (score !== undefined && (best === undefined || score > best.score)) best = { feature, score };
  }
  return best?.feature;
}

/** A path a member can open today: its registry entry is live and not in the admin area (admins or staff only). */
export function isLivePath(path: string, registry: readonly FeatureEntry[] = features): boolean {
  const feature = featureForPath(path, registry);
  return feature !== undefined && feature.live && !isAdminArea(feature.audience);
}

/**
 * The starting point to offer: the member's recommendation when its page is live, otherwise the
 * first live fallback. `exclude` drops a path the caller already shows (the dashboard does not
 * recommend itself). Without answers (skipped onboarding) only the fallbacks apply.
 */
export function startingPoint(
  answers: { learningStyle: LearningStyle; experienceLevel: ExperienceLevel } | null,
  options: { registry?: readonly FeatureEntry[]; exclude?: string } = {},
): StartingPoint | undefined {
  const registry = options.registry ?? features;
  const usable = (target: Target) => target.path !== options.exclude && isLivePath(target.path, registry);
  if (answers) {
    const own = recommendedTarget(answers);
    if (usable(own)) return { ...own, personal: true };
  }
  const fallback = fallbacks.find(usable);
  return fallback && { path: fallback.path, title: fallback.title, reason: fallback.reason, personal: false };
}
