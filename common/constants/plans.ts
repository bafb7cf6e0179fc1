/**
 * The plans as the pricing page shows them (spec §3 "Plan (static)", §6, §9; screens §2.3): the
 * four cards, the comparison table and the FAQ. Data only — the page renders it and
 * plans.test.ts checks it against the entitlement rows (screens §1.3 and the area documents), so
 * a card can never promise what the server will refuse.
 *
 * Every card line and table row names the entitlement keys it advertises in `covers`. The keys
 * are those of screens §1.3, games.md §3.10, ai.md §1.6 and palace.md §4.11.
 */
import type { PlanId } from "../policies/effective-plan";
import { type EntitlementKey, entitlements } from "../policies/entitlements";

export type PlanCardId = "free" | "essential" | "premium" | "student";

/** Entitlement keys the pricing page talks about. */
export type PlanFeatureKey =
  // screens §1.3
  | "bible.read"
  | "bible.search"
  | "bible.offline"
  | "memory.verses"
  | "memory.hall"
  | "quarterly.amplify"
  | "challenges.daily"
  | "journal"
  | "practice.equations"
  | "practice.drills"
  | "tools.flashcards"
  | "courses.preview"
  | "courses.core"
  | "courses.choice"
  | "courses.power_of_the_lamb"
  | "community.read"
  | "community.post"
  | "support.priority"
  | "early_access"
  // palace.md §4.11
  | "palace.overview"
  | "palace.core"
  | "palace.advanced"
  // ai.md §1.6; `ai.no_daily_cap` stands for the quota row of ai.md §1.5 (premium-like plans
  // have no daily question cap, only the hourly abuse limit)
  | "ai.phototheology_gpt"
  | "ai.apologetics_gpt"
  | "ai.daniel_revelation_gpt"
  | "ai.kid_gpt"
  | "ai.no_daily_cap"
  | "ai.culture_controversy"
  | "ai.prophecy_watch.alerts"
  | "ai.research_mode"
  | "tools.sermon_builder"
  | "tools.image_library"
  // games.md §3.10
  | "games.core"
  | "games.study"
  | "games.hunt"
  | "games.escape"
  | "games.all"
  | "games.chainChessPvp"
  | "games.kids";

// Every key the pricing page advertises is a row of the entitlement table (compile-time check).
type AssertKeys<T extends EntitlementKey> = T;
export type PricingKeysAreEntitlements = AssertKeys<PlanFeatureKey>;

/** One ✓ line of a card. `covers` is empty for lines about the plan itself (price, renewal). */
export type PlanFeature = { text: string; covers: readonly PlanFeatureKey[] };

export type Plan = {
  id: PlanCardId;
  name: string;
  price: string;
  period: string;
  description: string;
  badge: string | null;
  cta: string;
  /** The effective plan the card gives (screens §0): Free after the trial, Student = Premium. */
  grants: PlanId;
  /** The card whose list this one builds on ("Everything in Free, plus:"). */
  includes: PlanCardId | null;
  /** Emphasised with the ribbon (spec §6: Premium is the most popular). */
  highlighted: boolean;
  features: readonly PlanFeature[];
};

/** Daily AI questions per effective plan (ai.md §1.5); null = no daily cap, only the hourly abuse limit. */
export const aiQuestionsPerDay: Readonly<Record<PlanId, number | null>> = {
  free: dailyQuestions("free"),
  essential: dailyQuestions("essential"),
  premium: dailyQuestions("premium"),
};

/** Read from the entitlement table's Phototheology GPT row, where the AI quota lives. */
function dailyQuestions(plan: PlanId): number | null {
  const limit = entitlements["ai.phototheology_gpt"].plans[plan].limit;
  return limit?.kind === "quota" && limit.per === "day" ? limit.count : null;
}

export const plans: readonly Plan[] = [
  {
    id: "free",
    name: "Free",
    price: "$0",
    period: "7-day trial, then free",
    description:
      "A full week of everything, then the essentials of daily Bible study for as long as you like.",
    badge: "No credit card",
    cta: "Start Free Trial",
    grants: "free",
    includes: null,
    highlighted: false,
    features: [
      { text: "7 days of full Premium access, no card needed", covers: [] },
      { text: "Bible reader, parallel view and search", covers: ["bible.read", "bible.search"] },
      { text: "Memorization verses", covers: ["memory.verses"] },
      {
        text: "Palace floors 1–2 (room overviews for floors 3–8)",
        covers: ["palace.overview", "palace.core"],
      },
      { text: "Training drills for floors 1–2", covers: ["practice.drills"] },
      { text: "3 starter games", covers: ["games.core"] },
      { text: "3 daily challenges a week", covers: ["challenges.daily"] },
      { text: "AI assistants: 3 questions a day", covers: ["ai.phototheology_gpt"] },
      { text: "Course previews (overview and first lesson)", covers: ["courses.preview"] },
      { text: "Growth journal", covers: ["journal"] },
      { text: "Community chat (read only)", covers: ["community.read"] },
    ],
  },
  {
    id: "essential",
    name: "Essential",
    price: "$9",
    period: "month",
    description: "The whole palace, the core courses and the study tools for steady daily growth.",
    badge: null,
    cta: "Get Essential",
    grants: "essential",
    includes: "free",
    highlighted: false,
    features: [
      { text: "The full 8-floor, 38-room palace", covers: ["palace.advanced"] },
      { text: "Training drills for every room", covers: ["practice.drills"] },
      { text: "Phototheology GPT, 10 AI questions a day", covers: ["ai.phototheology_gpt"] },
      { text: "The Blueprint Course", covers: ["courses.core"] },
      // "90-day course" (spec §6) is the 90-Day Palace Journey (shared README, settled points).
      { text: "The 90-Day Palace Journey", covers: ["courses.core"] },
      { text: "The Phototheology Course", covers: ["courses.core"] },
      { text: "Art of War spiritual training", covers: ["courses.core"] },
      { text: "1 more course of your choice: Daniel or Revelation", covers: ["courses.choice"] },
      { text: "Unlimited daily challenges", covers: ["challenges.daily"] },
      { text: "Sermon Builder (5 Smooth Stones)", covers: ["tools.sermon_builder"] },
      { text: "Research Mode", covers: ["ai.research_mode"] },
      {
        text: "Flashcards, Equations and study games",
        covers: ["tools.flashcards", "practice.equations", "games.study"],
      },
      { text: "Bible Image Library", covers: ["tools.image_library"] },
      { text: "Verse Memory Hall", covers: ["memory.hall"] },
      { text: "Amplified Quarterly", covers: ["quarterly.amplify"] },
      { text: "Unlimited study groups and collaborative rooms", covers: ["community.post"] },
      { text: "Escape rooms (1 a day) and today's treasure hunt", covers: ["games.escape", "games.hunt"] },
    ],
  },
  {
    id: "premium",
    name: "Premium",
    price: "$15",
    period: "month",
    description: "Every assistant, game and course: the complete Phototheology experience.",
    badge: "Most Popular",
    cta: "Get Premium",
    grants: "premium",
    includes: "essential",
    highlighted: true,
    features: [
      {
        text: "All 5 AI study assistants, no daily cap (fair use)",
        covers: ["ai.apologetics_gpt", "ai.daniel_revelation_gpt", "ai.kid_gpt", "ai.no_daily_cap"],
      },
      {
        text: "20+ palace games, Chain Chess multiplayer and kids games",
        covers: ["games.all", "games.chainChessPvp", "games.kids"],
      },
      {
        text: "Unlimited escape rooms and the treasure-hunt archive",
        covers: ["games.escape", "games.hunt"],
      },
      { text: "Prophecy Watch alerts", covers: ["ai.prophecy_watch.alerts"] },
      { text: "Culture and Controversy", covers: ["ai.culture_controversy"] },
      { text: "All courses", covers: ["courses.choice"] },
      { text: "Power of the Lamb", covers: ["courses.power_of_the_lamb"] },
      { text: "Offline downloads", covers: ["bible.offline"] },
      { text: "Priority support", covers: ["support.priority"] },
      { text: "Early access to new features", covers: ["early_access"] },
    ],
  },
  {
    id: "student",
    name: "Student",
    price: "Free",
    period: "1 year",
    description: "Everything in Premium at no cost while you study.",
    badge: ".edu email required",
    cta: "Verify Student Status",
    grants: "premium",
    includes: "premium",
    highlighted: false,
    features: [
      { text: "Free for 1 year with a verified .edu email", covers: [] },
      { text: "Renew every year by verifying again", covers: [] },
    ],
  },
];

export function planById(id: PlanCardId): Plan {
  const plan = plans.find((entry) => entry.id === id);
  if (!plan) throw new Error(`Unknown plan: ${id}`);
  return plan;
}

/** A table cell: how much of the row the plan includes, and the words shown (✓ / — when absent). */
export type ComparisonCell = { access: "full" | "limited" | "none"; text?: string };
export type ComparisonRow = {
  feature: string;
  covers: readonly PlanFeatureKey[];
  cells: Readonly<Record<PlanCardId, ComparisonCell>>;
};

/**
 * How much of a row a plan includes, derived from the entitlement table (issue 4 item 1): every
 * key full → full, every key absent → none, anything else → limited.
 */
export function derivedAccess(covers: readonly PlanFeatureKey[], plan: PlanId): ComparisonCell["access"] {
  const levels = covers.map((key) => entitlements[key].plans[plan].access);
  if (levels.every((level) => level === "full")) return "full";
  if (levels.every((level) => level === "none")) return "none";
  return "limited";
}

/** The cell's words (the spec's, e.g. "3 per week"); undefined shows ✓ or — alone. */
type CellTexts = { free?: string; essential?: string; premium?: string; student?: string };

/** A table row: ✓/—/limited come from the entitlement table; only the words are written here. */
const row = (feature: string, covers: readonly PlanFeatureKey[], texts: CellTexts = {}): ComparisonRow => {
  const cell = (plan: PlanId, text: string | undefined): ComparisonCell => {
    const access = derivedAccess(covers, plan);
    return access === "none" || text === undefined ? { access } : { access, text };
  };
  return {
    feature,
    covers,
    cells: {
      free: cell("free", texts.free),
      essential: cell("essential", texts.essential),
      premium: cell("premium", texts.premium),
      // The student plan is Premium (screens §0).
      student: cell("premium", texts.student ?? texts.premium),
    },
  };
};

/** Columns Feature | Free | Essential | Premium | Student (screens §2.3). */
export const comparisonRows: readonly ComparisonRow[] = [
  row("Bible reader, parallel view, search, verse tools", ["bible.read", "bible.search"]),
  row("Memorization verses", ["memory.verses"]),
  row("Verse Memory Hall", ["memory.hall"]),
  row("Memory palace", ["palace.overview", "palace.core", "palace.advanced"], {
    free: "Floors 1–2",
    essential: "All 8 floors",
    premium: "All 8 floors",
  }),
  row("Daily challenges", ["challenges.daily"], {
    free: "3 per week",
    essential: "Unlimited",
    premium: "Unlimited",
  }),
  row("Training drills", ["practice.drills"], {
    free: "Floors 1–2",
    essential: "All rooms",
    premium: "All rooms",
  }),
  row("Flashcards, Equations, Image Library, Research Mode, Sermon Builder", [
    "tools.flashcards",
    "practice.equations",
    "tools.image_library",
    "ai.research_mode",
    "tools.sermon_builder",
  ]),
  row("Games", ["games.core", "games.study", "games.all", "games.chainChessPvp", "games.kids"], {
    free: "3 starter games",
    essential: "Study games",
    premium: "All 20+, multiplayer, kids",
    student: "All",
  }),
  row("Escape rooms and treasure hunts", ["games.escape", "games.hunt"], { essential: "Limited" }),
  row("Courses", ["courses.preview", "courses.core", "courses.choice", "courses.power_of_the_lamb"], {
    free: "Previews",
    essential: "Blueprint, Phototheology, Art of War + 1 course",
    premium: "All",
  }),
  row(
    "AI study assistants",
    [
      "ai.phototheology_gpt",
      "ai.apologetics_gpt",
      "ai.daniel_revelation_gpt",
      "ai.kid_gpt",
      "ai.no_daily_cap",
    ],
    {
      free: "3 questions/day",
      essential: "Phototheology GPT, 10 questions/day",
      premium: "All assistants",
    },
  ),
  row("Culture and Controversy, Prophecy Watch alerts", [
    "ai.culture_controversy",
    "ai.prophecy_watch.alerts",
  ]),
  row("Community chat", ["community.read", "community.post"], { free: "Read only" }),
  row("Live study rooms", ["community.read", "community.post"], { free: "View lobby" }),
  row("Offline access", ["bible.offline"]),
  row("Priority support", ["support.priority"]),
];

export type FaqItem = {
  /** Anchor id on the page (`#faq-{id}`). */
  id: string;
  question: string;
  answer: string;
  /** Shown only while this feature of the registry is live (the answer points to its page). */
  requiresFeature?: string;
};

export const faqItems: readonly FaqItem[] = [
  {
    id: "cancel",
    question: "Can I cancel anytime?",
    answer:
      "Yes. Cancel whenever you like and nothing renews after that. Your paid features stay on until the end of the period you have already paid for.",
  },
  {
    id: "payment",
    question: "What payment methods do you accept?",
    answer:
      "All major credit and debit cards, through our payment provider's secure checkout. Your card details go straight to the provider; we never see or store them.",
  },
  {
    id: "trial",
    question: "Is my free trial really free?",
    answer:
      "Yes. You get 7 days of everything in Premium with no credit card and no commitment, so there is nothing to cancel and nothing is ever charged for it.",
  },
  {
    id: "trial-end",
    question: "What happens when my trial ends?",
    answer:
      "Your account moves to the Free plan on its own. Your notes, highlights, progress and points all stay, and you can choose a paid plan whenever you are ready.",
  },
  {
    id: "student",
    question: "How does the student plan work?",
    answer:
      "Students get Premium free for one year. You confirm an email address ending in .edu by entering a code we send to it; when the year is up, verify again to renew for another year.",
  },
  {
    id: "access-code",
    question: "Where do I use an access code?",
    answer: "Sign in and open the Access page, enter your code and choose Redeem. Premium starts at once.",
    requiresFeature: "access",
  },
];

/** The page's own words (screens §2.3). */
export const pricingCopy = {
  headerBadge: "7-day free trial · no credit card",
  heading: "Choose Your Plan",
  subheading: "Start with a free week of everything, then choose the plan that fits the way you study.",
  comparisonHeading: "Compare plans",
  comparisonFootnote: "During the 7-day free trial you get everything in Premium.",
  faqHeading: "Frequently Asked Questions",
  paymentUnavailable: "Online payment isn't available yet.",
  currentPlan: "Current plan",
  accessCodeLink: "Have an access code?",
  /** The student button while verification (/student-verify) is not open: it explains instead. */
  studentInfoCta: "How it works",
} as const;
