import { describe, expect, test } from "vitest";
import type { PlanId } from "../policies/effective-plan";
import { entitlements } from "../policies/entitlements";
import { featureById } from "./planned-features";
import {
  aiQuestionsPerDay,
  type ComparisonCell,
  comparisonRows,
  faqItems,
  type Plan,
  type PlanCardId,
  type PlanFeatureKey,
  planById,
  plans,
  pricingCopy,
} from "./plans";

/**
 * The entitlement rows, transcribed by hand from screens §1.3, palace.md §4.11, ai.md §1.5–1.6 and
 * games.md §3.10 — independently of plans.ts, so that a card or table row promising more (or less)
 * than the server grants fails here (acceptance PRC-8). Columns: free, essential, premium.
 * "some" = a limited form (a quota, some floors or games, read-only); "browse only" counts as "—"
 * because nothing can be played.
 */
type Access = "✓" | "some" | "—";
/*
 * The expected access per plan is the shared entitlement table itself: common/policies/
 * entitlements.test.ts checks that table against screens §1.3 and the area documents, so a
 * second hand copy here would only drift. These tests check the cards and the comparison
 * table against it.
 */
const asAccess = { full: "✓", limited: "some", none: "—" } as const;
const planKeys = (): PlanFeatureKey[] => [
  ...new Set(plans.flatMap((plan) => plan.features.flatMap((feature) => feature.covers))),
];

/** ai.md §1.5: daily questions by plan. */
const expectedAiQuestionsPerDay = { free: 3, essential: 10, premium: null };

const levels: readonly PlanId[] = ["free", "essential", "premium"];
const rank: Record<Access, number> = { "—": 0, some: 1, "✓": 2 };
const accessOf = (key: PlanFeatureKey, plan: PlanId): Access =>
  asAccess[entitlements[key].plans[plan].access];
const cardFor = (plan: PlanId): Plan => planById(plan);
const previousLevel = (plan: PlanId): PlanId | null => levels[levels.indexOf(plan) - 1] ?? null;
const keysOn = (card: Plan) => new Set(card.features.flatMap((feature) => feature.covers));

/** What a row's cell must say for a plan, from its keys: all ✓ → full, all — → none, else limited. */
function expectedCellAccess(keys: readonly PlanFeatureKey[], plan: PlanId): ComparisonCell["access"] {
  const values = keys.map((key) => accessOf(key, plan));
  if (values.every((value) => value === "✓")) return "full";
  if (values.every((value) => value === "—")) return "none";
  return "limited";
}

describe("the plan cards (spec §3, §6, §9; screens §2.3)", () => {
  test("four plans in order with the spec's names, prices, periods, badges and buttons", () => {
    expect(plans.map((plan) => [plan.id, plan.name, plan.price, plan.period, plan.badge, plan.cta])).toEqual([
      ["free", "Free", "$0", "7-day trial, then free", "No credit card", "Start Free Trial"],
      ["essential", "Essential", "$9", "month", null, "Get Essential"],
      ["premium", "Premium", "$15", "month", "Most Popular", "Get Premium"],
      ["student", "Student", "Free", "1 year", ".edu email required", "Verify Student Status"],
    ]);
  });

  test("Premium is the one emphasised card", () => {
    expect(plans.filter((plan) => plan.highlighted).map((plan) => plan.id)).toEqual(["premium"]);
  });

  test("every card has a description and a non-empty list", () => {
    for (const plan of plans) {
      expect(plan.description.length, plan.id).toBeGreaterThan(10);
      expect(plan.features.length, plan.id).toBeGreaterThan(0);
    }
  });

  test("the palace has 38 rooms; the old '40+' claim appears nowhere", () => {
    const everything = JSON.stringify({ plans, comparisonRows, faqItems, pricingCopy });
    expect(everything).not.toMatch(/40\s*\+/);
    expect(
      cardFor("essential")
        .features.map((feature) => feature.text)
        .join(" "),
    ).toMatch(/\b38-room\b/);
  });

  test("the Essential card names the Blueprint Course and Art of War, and one course of choice", () => {
    const texts = cardFor("essential").features.map((feature) => feature.text);
    expect(texts).toContain("The Blueprint Course");
    expect(texts.some((text) => /Art of War/.test(text))).toBe(true);
    expect(
      texts.some((text) => /1 more course/.test(text) && /Daniel/.test(text) && /Revelation/.test(text)),
    ).toBe(true);
  });

  test("each card builds on the one below it; the Student card is Premium", () => {
    expect(plans.map((plan) => [plan.id, plan.includes, plan.grants])).toEqual([
      ["free", null, "free"],
      ["essential", "free", "essential"],
      ["premium", "essential", "premium"],
      ["student", "premium", "premium"],
    ]);
  });
});

describe("cards and table agree with the entitlement rows (PRC-8)", () => {
  test.each(plans.map((plan) => [plan.id, plan] as const))(
    "every line of the %s card is included in its plan",
    (_id, plan) => {
      for (const feature of plan.features) {
        for (const key of feature.covers) {
          expect(accessOf(key, plan.grants), `"${feature.text}" advertises ${key}`).not.toBe("—");
        }
      }
    },
  );

  test("the Free card never mentions a feature the free plan lacks (e.g. Verse Memory Hall)", () => {
    const free = cardFor("free");
    expect(keysOn(free).has("memory.hall")).toBe(false);
    expect(free.features.some((feature) => /Verse Memory Hall/i.test(feature.text))).toBe(false);
    const lacking = planKeys().filter((key) => accessOf(key, "free") === "—");
    expect(lacking.length).toBeGreaterThan(10);
    for (const key of lacking) expect(keysOn(free).has(key), key).toBe(false);
  });

  test.each(comparisonRows.map((row) => [row.feature, row] as const))(
    "table row %j matches the entitlement rows",
    (_feature, row) => {
      expect(row.covers.length).toBeGreaterThan(0);
      for (const plan of levels) {
        expect(row.cells[plan].access, `${row.feature} / ${plan}`).toBe(expectedCellAccess(row.covers, plan));
      }
      // The student plan is Premium, so its column says the same as Premium's.
      expect(row.cells.student.access).toBe(row.cells.premium.access);
      // A limited cell must say what the limit is; a full or absent one may show just ✓ or —.
      for (const id of Object.keys(row.cells) as PlanCardId[]) {
        if (row.cells[id].access === "limited")
          expect(row.cells[id].text, `${row.feature} / ${id}`).toBeTruthy();
      }
    },
  );

  test("what a plan gains in the table appears on that plan's card", () => {
    for (const row of comparisonRows) {
      for (const plan of levels) {
        const previous = previousLevel(plan);
        // Keys the plan newly gets or improves on compared with the card it builds on.
        const gained = row.covers.filter((key) =>
          previous === null
            ? accessOf(key, plan) !== "—"
            : rank[accessOf(key, plan)] > rank[accessOf(key, previous)],
        );
        if (gained.length === 0) continue;
        const onCard = keysOn(cardFor(plan));
        expect(
          gained.some((key) => onCard.has(key)),
          `"${row.feature}" gains ${gained.join(", ")} on ${plan}, but the ${plan} card mentions none of them`,
        ).toBe(true);
      }
    }
  });

  test("the table shows a row for each of the plans' headline features", () => {
    const tableKeys = new Set(comparisonRows.flatMap((row) => row.covers));
    for (const key of [
      "memory.hall",
      "palace.advanced",
      "challenges.daily",
      "games.kids",
      "ai.culture_controversy",
      "bible.offline",
      "support.priority",
      "community.post",
    ] as const) {
      expect(tableKeys.has(key), key).toBe(true);
    }
  });

  test("AI questions: 3 a day on Free, 10 on Essential, no daily cap on Premium — in the data, the cards and the table", () => {
    expect(aiQuestionsPerDay).toEqual(expectedAiQuestionsPerDay);
    const aiRow = comparisonRows.find((row) => row.covers.includes("ai.phototheology_gpt"));
    expect(aiRow).toBeDefined();
    const count = (text: string | undefined) =>
      Number(/(\d+) (?:AI )?questions/.exec(text ?? "")?.[1] ?? Number.NaN);
    for (const plan of ["free", "essential"] as const) {
      const expected = expectedAiQuestionsPerDay[plan];
      expect(count(aiRow?.cells[plan].text), `table ${plan}`).toBe(expected);
      const cardLines = cardFor(plan).features.filter((feature) => /questions/.test(feature.text));
      expect(
        cardLines.map((feature) => count(feature.text)),
        `card ${plan}`,
      ).toEqual([expected]);
    }
    expect(aiRow?.cells.premium.text ?? "").not.toMatch(/\d+ questions/);
    expect(cardFor("premium").features.some((feature) => feature.covers.includes("ai.no_daily_cap"))).toBe(
      true,
    );
  });

  test("challenges: 3 a week on Free, unlimited on Essential", () => {
    const challenges = comparisonRows.find((row) => row.feature === "Daily challenges");
    expect(challenges?.cells.free.text).toBe("3 per week");
    expect(challenges?.cells.essential.text).toBe("Unlimited");
    expect(cardFor("free").features.map((feature) => feature.text)).toContain("3 daily challenges a week");
    expect(cardFor("essential").features.map((feature) => feature.text)).toContain(
      "Unlimited daily challenges",
    );
  });
});

describe("the FAQ", () => {
  test("at least 4 questions with unique anchors, including how the student plan works", () => {
    expect(faqItems.length).toBeGreaterThanOrEqual(4);
    expect(new Set(faqItems.map((item) => item.id)).size).toBe(faqItems.length);
    expect(faqItems.map((item) => item.id)).toContain("student");
    for (const item of faqItems) {
      expect(item.question).toMatch(/\?$/);
      expect(item.answer.length).toBeGreaterThan(40);
    }
  });

  test("at least 4 questions show even while no linked page is live", () => {
    expect(faqItems.filter((item) => item.requiresFeature === undefined).length).toBeGreaterThanOrEqual(4);
  });

  test("a question that depends on a page names a real registry feature", () => {
    for (const item of faqItems) {
      if (item.requiresFeature) expect(() => featureById(item.requiresFeature!)).not.toThrow();
    }
  });

  test("the trial answer matches the plan: 7 days, no card", () => {
    const trial = faqItems.find((item) => item.id === "trial");
    expect(trial?.answer).toMatch(/7 days/);
    expect(trial?.answer).toMatch(/no credit card/);
  });
});

test("the page copy uses the screens' words", () => {
  expect(pricingCopy.headerBadge).toBe("7-day free trial · no credit card");
  expect(pricingCopy.heading).toBe("Choose Your Plan");
  expect(pricingCopy.comparisonFootnote).toBe("During the 7-day free trial you get everything in Premium.");
  expect(pricingCopy.faqHeading).toBe("Frequently Asked Questions");
  expect(pricingCopy.paymentUnavailable).toBe("Online payment isn't available yet.");
});
