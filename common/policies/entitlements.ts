/**
 * The entitlement table (issue 4 item 1; screens §1.3, palace.md §4.11, ai.md §1.5–1.6,
 * games.md §3.10): for every feature key, what each effective plan gets. The server refuses with
 * 402 from it, the UI explains locks with it and the pricing comparison table derives its ✓/—
 * from it, so moving a feature between plans means editing one row here.
 *
 * Trial, student status and access grants count as premium: `effectiveAccess` has already folded
 * them into `access.plan`. Admins count as premium for content checks (screens §1.3).
 */
import type { EffectiveAccess, PlanId } from "./effective-plan";

/** A limit on a feature a plan includes (data, so screens and server quote the same numbers). */
export type FeatureLimit =
  /** Counted uses per window (weeks run Monday–Sunday in the member's time zone; days as each area defines). */
  | { kind: "quota"; count: number; per: "hour" | "day" | "week" }
  /** `count` of the `of` items, chosen by the member (Essential's course of choice). */
  | { kind: "choice"; count: number; of: number }
  /** Part of the content only (e.g. drills for floors 1–2 rooms). */
  | { kind: "scope"; description: string };

/** `limited`: usable with a limit; `full`: usable (a `limit` may still apply, e.g. AI questions). */
export type Inclusion = { access: "full" | "limited" | "none"; limit?: FeatureLimit };

export type EntitlementRow = {
  /** Names the feature in "{Feature name} is included in {Essential|Premium}." */
  name: string;
  /** The upgrade prompt's one-line benefit. */
  benefit: string;
  plans: Readonly<Record<PlanId, Inclusion>>;
};

const yes: Inclusion = { access: "full" };
const no: Inclusion = { access: "none" };
const quota = (
  count: number,
  per: "hour" | "day" | "week",
  access: "full" | "limited" = "limited",
): Inclusion => ({
  access,
  limit: { kind: "quota", count, per },
});
const scope = (description: string): Inclusion => ({
  access: "limited",
  limit: { kind: "scope", description },
});

type Row = EntitlementRow;
const everyone = (name: string, benefit: string): Row => ({
  name,
  benefit,
  plans: { free: yes, essential: yes, premium: yes },
});
const essentialUp = (name: string, benefit: string): Row => ({
  name,
  benefit,
  plans: { free: no, essential: yes, premium: yes },
});
const premiumOnly = (name: string, benefit: string): Row => ({
  name,
  benefit,
  plans: { free: no, essential: no, premium: yes },
});

/** ai.md §1.5: free 3 questions a day, essential 10, premium-like only the abuse limit of 100 an hour. */
const aiQuestions = {
  free: quota(3, "day", "full"),
  essential: quota(10, "day", "full"),
  premium: quota(100, "hour", "full"),
} as const;
const aiAssistant = (name: string, benefit: string): Row => ({ name, benefit, plans: aiQuestions });

const gamesCore = everyone("Starter games", "Play Palace Quiz, Verse Match and Concentration in every mode.");
const gamesStudy = essentialUp(
  "Study games",
  "Play the study games that drill the palace rooms and principles.",
);
const gamesAll = premiumOnly(
  "All palace games",
  "Play all 20+ palace games, including Chain Chess against the bot.",
);
const gamesHunt: Row = {
  name: "Treasure hunts",
  benefit: "Follow the clues of the 24-hour treasure hunt through Scripture.",
  plans: { free: no, essential: scope("Today's edition only"), premium: yes },
};
const gamesEscape: Row = {
  name: "Escape rooms",
  benefit: "Solve Bible escape rooms against the clock.",
  plans: { free: no, essential: quota(1, "day"), premium: yes },
};

export const entitlements = {
  // screens §1.3
  "bible.read": everyone("The Bible reader", "Read, compare translations and keep notes and highlights."),
  "bible.search": everyone("Bible search", "Search every verse of the Bible."),
  "bible.offline": premiumOnly(
    "Offline downloads",
    "Download translations and courses to study without a connection.",
  ),
  "bible.rendered_room": everyone("Bible Rendered", "See the whole Bible as a room of the palace."),
  "memory.verses": everyone("Memorization verses", "Keep and review the verses you are memorizing."),
  "memory.hall": essentialUp("Verse Memory Hall", "Memorize with every mode, quiz and statistic."),
  "quarterly.amplify": essentialUp(
    "Amplified Quarterly",
    "Amplify each week's quarterly lesson with the palace.",
  ),
  "quarterly.assistant": premiumOnly(
    "The lesson assistant",
    "Ask questions about this week's quarterly lesson.",
  ),
  "challenges.daily": {
    name: "Unlimited daily challenges",
    benefit: "Take on every daily challenge, not just 3 a week.",
    plans: { free: quota(3, "week"), essential: yes, premium: yes },
  },
  journal: everyone("The growth journal", "Record what you learn and see how you grow."),
  "practice.equations": essentialUp(
    "Equations Challenge",
    "Solve Bible equations built from palace symbols.",
  ),
  "practice.drills": {
    name: "Training drills for every room",
    benefit: "Drill every room of all 8 floors.",
    plans: { free: scope("Floors 1–2 rooms"), essential: yes, premium: yes },
  },
  "tools.flashcards": essentialUp("Flashcards", "Build decks and review them with spaced repetition."),
  "courses.preview": everyone("Course previews", "Read the overview and first lesson of every course."),
  "courses.core": essentialUp(
    "The core courses",
    "Take the Blueprint Course, the Phototheology Course and Art of War.",
  ),
  "courses.choice": {
    name: "The Daniel and Revelation courses",
    benefit: "Study Daniel and Revelation lesson by lesson.",
    plans: {
      free: no,
      essential: { access: "limited", limit: { kind: "choice", count: 1, of: 2 } },
      premium: yes,
    },
  },
  "courses.power_of_the_lamb": premiumOnly("Power of the Lamb", "Take the Power of the Lamb course."),
  "community.read": everyone("Community chat", "Read the community chat and see the live-study lobby."),
  "community.post": essentialUp(
    "Posting in the community",
    "Post in chat and create or join live study rooms.",
  ),
  "support.priority": premiumOnly("Priority support", "Your feedback goes to the front of the queue."),
  early_access: premiumOnly("Early access", "Try new features before everyone else."),

  // palace.md §4.11
  "palace.overview": everyone("Palace room overviews", "See the overview of all 38 rooms."),
  "palace.core": everyone("Palace floors 1–2", "Learn, practise and master the rooms of floors 1 and 2."),
  "palace.advanced": essentialUp("Palace floors 3–8", "Open every room of all 8 floors in full."),

  // ai.md §1.5–1.6 (the assistants' rows carry the daily question quota)
  "ai.room_assistant": aiAssistant(
    "The room assistant",
    "Ask about any room you can open and any verse you read.",
  ),
  "ai.phototheology_gpt": aiAssistant("Phototheology GPT", "Ask the main study assistant about any passage."),
  "ai.no_daily_cap": premiumOnly("Unlimited AI questions", "Ask as many questions as you need (fair use)."),
  "ai.apologetics_gpt": premiumOnly("Apologetics GPT", "Prepare answers to hard questions about the faith."),
  "ai.daniel_revelation_gpt": premiumOnly(
    "Daniel-Revelation GPT",
    "Study the prophecies of Daniel and Revelation with an assistant.",
  ),
  "ai.kid_gpt": premiumOnly("KidGPT", "A Bible assistant that talks to children at their level."),
  "ai.culture_controversy": premiumOnly("Culture & Controversy", "Weigh today's debates against Scripture."),
  "ai.critics_analysis": premiumOnly("Critics Analysis", "Examine critics' claims about the Bible."),
  "ai.prophecy_watch": everyone("Prophecy Watch", "Follow the public feed of prophecy signals."),
  "ai.prophecy_watch.read": everyone("Prophecy Watch", "Follow the public feed of prophecy signals."),
  "ai.prophecy_watch.analyze": premiumOnly(
    "Prophecy Watch analysis",
    "Have signals analysed against prophecy.",
  ),
  "ai.prophecy_watch.alerts": premiumOnly(
    "Prophecy Watch alerts",
    "Get alerted when new signals match your topics.",
  ),
  "ai.research_mode": essentialUp("Research Mode", "Get researched reports on any Bible topic."),
  "ai.sermon_builder": essentialUp("Sermon Builder", "Build a sermon step by step with the 5 Smooth Stones."),
  "tools.sermon_builder": essentialUp(
    "Sermon Builder",
    "Build a sermon step by step with the 5 Smooth Stones.",
  ),
  "tools.image_library": essentialUp(
    "The Bible Image Library",
    "Generate and collect images of Bible scenes.",
  ),
  "tools.image_library.gallery": everyone(
    "The image gallery",
    "Browse and favourite the public Bible images.",
  ),

  // games.md §3.10 …
  "games.core": gamesCore,
  "games.study": gamesStudy,
  "games.hunt": gamesHunt,
  "games.escape": gamesEscape,
  "games.all": gamesAll,
  "games.chainChessPvp": premiumOnly("Chain Chess multiplayer", "Play Chain Chess against other members."),
  "games.kids": premiumOnly("Kids games", "Bible games made for children."),
  // … and the registry's per-page keys, each in the games.md group it belongs to.
  "games.hub": everyone("The games hub", "Browse every game and your best scores."),
  "games.palace_quiz": gamesCore,
  "games.verse_match": gamesCore,
  "games.concentration": gamesCore,
  "games.palace_cards": gamesStudy,
  "games.principle_puzzle": gamesStudy,
  "games.treasure_hunt": gamesHunt,
  "games.escape_room": gamesEscape,
  "games.chain_chess": gamesAll,
  "games.chef_challenge": gamesAll,
  "games.chain_war": gamesAll,
  "games.sanctuary_run": gamesAll,
  "games.time_zone_invasion": gamesAll,
  "games.connect6_draft": gamesAll,
  "games.christ_lock": gamesAll,
  "games.controversy_raid": gamesAll,
  "games.escape_dragon": gamesAll,
  "games.equation_builder": gamesAll,
  "games.witness_trial": gamesAll,
  "games.frame_snapshot": gamesAll,
} as const satisfies Record<string, EntitlementRow>;

export type EntitlementKey = keyof typeof entitlements;

export const entitlementKeys = Object.keys(entitlements) as EntitlementKey[];

export function isEntitlementKey(key: string): key is EntitlementKey {
  return Object.hasOwn(entitlements, key);
}

/** Cheapest first: the order plans are named in "is included in …". */
export const planOrder: readonly PlanId[] = ["free", "essential", "premium"];

/** Whose access is checked: admins count as premium everywhere (screens §1.3). */
export type AccessHolder = Pick<EffectiveAccess, "plan">;
export type AccessOptions = { isAdmin?: boolean };

export function planForChecks(access: AccessHolder, options: AccessOptions = {}): PlanId {
  return options.isAdmin ? "premium" : access.plan;
}

export function inclusion(access: AccessHolder, key: EntitlementKey, options: AccessOptions = {}): Inclusion {
  return entitlements[key].plans[planForChecks(access, options)];
}

/** May this account use the feature at all (perhaps within a limit — see featureLimit)? */
export function hasFeature(access: AccessHolder, key: EntitlementKey, options: AccessOptions = {}): boolean {
  return inclusion(access, key, options).access !== "none";
}

/** The limit that applies to this account, or null when the plan includes the feature without one (or not at all). */
export function featureLimit(
  access: AccessHolder,
  key: EntitlementKey,
  options: AccessOptions = {},
): FeatureLimit | null {
  const cell = inclusion(access, key, options);
  return cell.access === "none" ? null : (cell.limit ?? null);
}

/** The plans that include the feature in some form, cheapest first (the 402's `details.plans`). */
export function plansIncluding(key: EntitlementKey): PlanId[] {
  return planOrder.filter((plan) => entitlements[key].plans[plan].access !== "none");
}

/**
 * Features every plan includes (free too, in some form): whether someone may use one doesn't depend on who they
 * are, so a gate on it needs no look-up of their access. A limit (quota, scope) is still the service's to count.
 */
const includedEverywhere: ReadonlySet<EntitlementKey> = new Set(
  entitlementKeys.filter((key) => planOrder.every((plan) => entitlements[key].plans[plan].access !== "none")),
);

/** True when `hasFeature` is true for every account, whatever its plan or role. */
export function everyPlanIncludes(key: EntitlementKey): boolean {
  return includedEverywhere.has(key);
}

/** The cheapest paid plan that includes the feature: the one an upgrade prompt names. */
export function upgradePlan(key: EntitlementKey): "essential" | "premium" {
  return entitlements[key].plans.essential.access === "none" ? "premium" : "essential";
}

export const planNames: Readonly<Record<PlanId, string>> = {
  free: "Free",
  essential: "Essential",
  premium: "Premium",
};

/** "{Feature name} is included in {Essential|Premium}." (screens §1.2) */
export function planRequiredMessage(key: EntitlementKey): string {
  return `${entitlements[key].name} is included in ${planNames[upgradePlan(key)]}.`;
}
