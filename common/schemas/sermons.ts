/**
 * The Sermon Builder contract (ai.md §3.9): a sermon built in five steps with the 5 Smooth Stones method. A draft save
 * accepts partial or empty fields within the limits; the blocking rules of Next and Finish live in
 * common/domain/sermons.ts, used by the page and the server alike. The coach's answers per step are here too.
 */
import { z } from "zod";
import { text } from "./text";

export const SERMON_LIMITS = {
  titleMin: 3,
  titleMax: 200,
  themeMin: 5,
  themeMax: 500,
  lengthMin: 10,
  lengthMax: 90,
  lengthDefault: 30,
  stoneCount: 5,
  insightMin: 10,
  insightMax: 1000,
  /** A stone's passages, typed as one line ("John 3:16; Romans 5:8"). */
  passagesMax: 300,
  bridgesMin: 4,
  bridgesMax: 12,
  bridgeMin: 10,
  bridgeMax: 1000,
  structureMax: 1500,
  searchMax: 100,
} as const;

const L = SERMON_LIMITS;

export const sermonStyles = ["inductive", "deductive", "narrative", "expository", "topical"] as const;
export type SermonStyle = (typeof sermonStyles)[number];
/** ai.md §3.9: each style with what it means. */
export const sermonStyleLabels: Record<SermonStyle, { label: string; hint: string }> = {
  inductive: { label: "Inductive", hint: "Experience to principle" },
  deductive: { label: "Deductive", hint: "Principle to application" },
  narrative: { label: "Narrative", hint: "Story-led" },
  expository: { label: "Expository", hint: "Verse by verse" },
  topical: { label: "Topical", hint: "Theme-led" },
};

export const sermonAudiences = ["general", "youth", "children", "seekers"] as const;
export type SermonAudience = (typeof sermonAudiences)[number];
export const sermonAudienceLabels: Record<SermonAudience, string> = {
  general: "General",
  youth: "Youth",
  children: "Children",
  seekers: "Seekers",
};

export const sermonStatuses = ["draft", "in_progress", "complete"] as const;
export type SermonStatus = (typeof sermonStatuses)[number];
export const sermonStatusLabels: Record<SermonStatus, string> = {
  draft: "Draft",
  in_progress: "In progress",
  complete: "Complete",
};

export const sermonSteps = ["setup", "stones", "bridges", "structure", "review"] as const;
export type SermonStepId = (typeof sermonSteps)[number];
/** The steps the coach helps with (the review has nothing to coach). */
export const sermonCoachSteps = ["setup", "stones", "bridges", "structure"] as const;
export type SermonCoachStep = (typeof sermonCoachSteps)[number];

export const structureFields = ["opening", "risingAction", "climax", "resolution", "callToAction"] as const;
export type StructureField = (typeof structureFields)[number];
/** ai.md §3.9 step 4, verbatim labels. */
export const structureFieldLabels: Record<StructureField, { label: string; hint: string }> = {
  opening: { label: "Opening hook", hint: "The first two minutes" },
  risingAction: { label: "Rising action", hint: "The tension builds through the stones" },
  climax: { label: "Climax", hint: "The transforming moment" },
  resolution: { label: "Resolution", hint: "What the climax settles" },
  callToAction: { label: "Call to action", hint: "One concrete response" },
};

/** ai.md §3.9, verbatim. */
export const stonesBlockedMessage = "Add 5 smooth stones to continue.";
export const bridgesBlockedMessage = "Add at least 4 bridges to continue.";

const tooLong = (what: string, max: number) =>
  `Keep ${what} under ${max.toLocaleString("en-US")} characters.`;

export const sermonStoneInput = z.strictObject({
  insight: text().max(L.insightMax, tooLong("each stone", L.insightMax)).default(""),
  passages: text().max(L.passagesMax, tooLong("the passages", L.passagesMax)).default(""),
});
export type SermonStone = z.output<typeof sermonStoneInput>;

export const sermonBridgeInput = z.strictObject({
  /** The bridge leads from this stone to the next (1–4). */
  afterStone: z
    .int()
    .min(1)
    .max(L.stoneCount - 1),
  text: text().max(L.bridgeMax, tooLong("each bridge", L.bridgeMax)).default(""),
});
export type SermonBridge = z.output<typeof sermonBridgeInput>;

export const sermonStructureInput = z.strictObject(
  Object.fromEntries(
    structureFields.map((field) => [
      field,
      text()
        .max(L.structureMax, tooLong(structureFieldLabels[field].label.toLowerCase(), L.structureMax))
        .default(""),
    ]),
  ) as Record<StructureField, z.ZodDefault<ReturnType<typeof text>>>,
);
export type SermonStructure = Record<StructureField, string>;

/**
 * A draft save (autosave, Next, Back): every field may be empty or partial, within its maximum. Exactly five stone
 * slots; at least the four bridge slots.
 */
export const sermonDraftInput = z.strictObject({
  title: text().max(L.titleMax, tooLong("the title", L.titleMax)).default(""),
  themePassage: text().max(L.themeMax, tooLong("the theme or passage", L.themeMax)).default(""),
  style: z.enum(sermonStyles).default("expository"),
  audience: z.enum(sermonAudiences).default("general"),
  lengthMin: z
    .int("Enter the planned length in whole minutes.")
    .min(L.lengthMin, `Plan between ${L.lengthMin} and ${L.lengthMax} minutes.`)
    .max(L.lengthMax, `Plan between ${L.lengthMin} and ${L.lengthMax} minutes.`)
    .nullable()
    .default(L.lengthDefault),
  stones: z
    .array(sermonStoneInput)
    .length(L.stoneCount, `A sermon has exactly ${L.stoneCount} stone slots.`)
    .default(() => emptyStones()),
  bridges: z
    .array(sermonBridgeInput)
    .min(L.bridgesMin, `Keep at least ${L.bridgesMin} bridge slots.`)
    .max(L.bridgesMax, `A sermon holds at most ${L.bridgesMax} bridges.`)
    .default(() => emptyBridges()),
  structure: sermonStructureInput.default(() => emptyStructure()),
  currentStep: z.int().min(1).max(sermonSteps.length).default(1),
});
export type SermonDraftInput = z.input<typeof sermonDraftInput>;
export type SermonDraft = z.output<typeof sermonDraftInput>;

/** The five empty stone slots of a new sermon. */
export function emptyStones(): SermonStone[] {
  return Array.from({ length: L.stoneCount }, () => ({ insight: "", passages: "" }));
}
/** One empty bridge between each pair of adjacent stones. */
export function emptyBridges(): SermonBridge[] {
  return Array.from({ length: L.stoneCount - 1 }, (_, index) => ({ afterStone: index + 1, text: "" }));
}
export function emptyStructure(): SermonStructure {
  return { opening: "", risingAction: "", climax: "", resolution: "", callToAction: "" };
}

export const sermonIdParam = z.strictObject({ id: z.uuid() });
export const sermonListQuery = z.strictObject({
  q: text().trim().max(L.searchMax, tooLong("the search", L.searchMax)).optional(),
});
export const sermonCoachInput = z.strictObject({
  step: z.enum(sermonCoachSteps),
  /** "Answer with the offline study engine" (§1.8 Answer offline). */
  offline: z.boolean().default(false),
});
export type SermonCoachInput = z.input<typeof sermonCoachInput>;

/* The coach's answers (ai.md §3.9 "Coach me"), the same shape from the model, the fake and the offline engine. */

export type SetupGuidance = { angles: string[]; keyPassages: string[]; outlineIdeas: string[] };
export type StonesGuidance = { stones: { insight: string; passages: string[] }[] };
export type BridgesGuidance = { bridges: { fromStone: number; toStone: number; text: string }[] };
export type StructureGuidance = SermonStructure;

export type SermonGuidanceResult = {
  setup: SetupGuidance;
  stones: StonesGuidance;
  bridges: BridgesGuidance;
  structure: StructureGuidance;
};

/** The latest guidance of one step, saved with the sermon and shown again on reopen. */
export type SermonGuidance<S extends SermonCoachStep = SermonCoachStep> = {
  /** "ai" from the model (or the fake), "offline" from the offline study engine. */
  source: "ai" | "offline";
  createdAt: string;
  /** Said above the guidance, e.g. the §1.8 "couldn't read" message. */
  notices: string[];
  result: SermonGuidanceResult[S];
};
export type SermonGuidanceMap = { [S in SermonCoachStep]?: SermonGuidance<S> };

export type SermonSummaryDto = {
  id: string;
  title: string;
  status: SermonStatus;
  currentStep: number;
  updatedAt: string;
};

export type SermonDto = SermonSummaryDto &
  Omit<SermonDraft, "currentStep"> & {
    createdAt: string;
    guidance: SermonGuidanceMap;
  };

/** A saved gem (the Gems Room's gem cards) that "Add from my gems" can put into a stone. */
export type SermonGemDto = { id: string; title: string; truth: string; texts: string[] };
