// The Sermon Builder coach's question to the model (ai.md §4.11, our own words): the shared base, the coach's role for
// the step, the settings, and the output contract. The member's sermon travels in the user message inside a data block,
// never in the system message (§1.7).
import { z } from "zod";
import {
  SERMON_LIMITS as L,
  type SermonCoachStep,
  type SermonGuidanceResult,
  sermonAudienceLabels,
  sermonStyleLabels,
  structureFieldLabels,
  structureFields,
} from "@common/schemas/sermons";
import { bridgesAfter, type SermonContent } from "@common/domain/sermons";
import { sharedBase } from "@server/modules/ai/instructions/base";
import type { ChatMessage } from "@server/modules/ai/provider/types";
import { dataBlock } from "@server/modules/ai-study/structured";

/** The schema names the provider (and the fake, fake-core.ts) sees, one per step. */
export const sermonSchemaNames: Record<SermonCoachStep, string> = {
  setup: "sermon_coach_setup",
  stones: "sermon_coach_stones",
  bridges: "sermon_coach_bridges",
  structure: "sermon_coach_structure",
};

/** How many stone options the coach offers (ai.md §3.9). */
export const coachStoneCount = 3;

const line = (max: number) => z.string().trim().min(1).max(max);
const passages = z.array(z.string().trim().min(1).max(60)).max(8);

/** The model's answer per step, as the layer checks it (one repair when it doesn't match). */
export const sermonAnswers = {
  setup: z.strictObject({
    angles: z.array(line(400)).length(3),
    keyPassages: z.array(z.string().trim().min(1).max(60)).min(1).max(10),
    outlineIdeas: z.array(line(400)).min(1).max(8),
  }),
  stones: z.strictObject({
    stones: z
      .array(z.strictObject({ insight: z.string().trim().min(L.insightMin).max(L.insightMax), passages }))
      .length(coachStoneCount),
  }),
  bridges: z.strictObject({
    bridges: z
      .array(
        z.strictObject({
          fromStone: z
            .int()
            .min(1)
            .max(L.stoneCount - 1),
          toStone: z.int().min(2).max(L.stoneCount),
          text: z.string().trim().min(L.bridgeMin).max(L.bridgeMax),
        }),
      )
      .min(1)
      .max(8),
  }),
  structure: z.strictObject(
    Object.fromEntries(structureFields.map((field) => [field, line(L.structureMax)])) as Record<
      (typeof structureFields)[number],
      ReturnType<typeof line>
    >,
  ),
} satisfies { [S in SermonCoachStep]: z.ZodType<SermonGuidanceResult[S]> };

const role = `Sermon Builder coach
You are a preaching coach for the 5 Smooth Stones method: as David chose five smooth stones, the preacher gathers five striking insights, joins them with bridges into one story, and shapes it like a film. You strengthen the preacher's own work; you suggest, you never write the sermon unasked.`;

const stepBlocks: Record<SermonCoachStep, string> = {
  setup: `This step: Setup.
- Offer exactly three angles on the theme, each a sentence or two a preacher could build on.
- List the key passages (references only, such as "Luke 15:3-7").
- Give outline ideas that fit the chosen style and audience, one line each.`,
  stones: `This step: Smooth stones.
- Offer exactly three new stones: each a memorable insight anchored in clear texts, with its passages.
- Each must differ from the stones the preacher already has, connect to the theme and, where the text allows, to Christ.`,
  bridges: `This step: Bridges.
- For each pair of adjacent stones, offer one transition (fromStone, toStone with toStone = fromStone + 1) that carries the story forward and builds towards the climax.
- Name what the two stones share; do not repeat the stones themselves.`,
  structure: `This step: Film structure.
- opening: a hook for the first two minutes; risingAction: how tension builds through the stones; climax: the transforming moment that reveals Christ; resolution: what the climax settles; callToAction: one concrete response.
- Build from the preacher's stones; keep each field short enough to be a note, not a manuscript.`,
};

const contracts: Record<SermonCoachStep, string> = {
  setup: `Output contract
One JSON object: { "angles": [three strings], "keyPassages": [references], "outlineIdeas": [strings] }.`,
  stones: `Output contract
One JSON object: { "stones": [three objects { "insight", "passages": [references] }] }.`,
  bridges: `Output contract
One JSON object: { "bridges": [{ "fromStone" (1-4), "toStone" (2-5), "text" }] }.`,
  structure: `Output contract
One JSON object: { "opening", "risingAction", "climax", "resolution", "callToAction" }.`,
};

/** The sermon as the coach reads it: only what the step needs. */
export function sermonSoFar(content: SermonContent, step: SermonCoachStep): string {
  const lines = [
    `Title: ${content.title.trim() || "(none yet)"}`,
    `Theme or passage: ${content.themePassage.trim()}`,
  ];
  if (step === "setup") return lines.join("\n");
  content.stones.forEach((stone, index) => {
    if (stone.insight.trim() === "") return;
    lines.push(
      `Stone ${index + 1}: ${stone.insight.trim()}${stone.passages.trim() ? ` (${stone.passages.trim()})` : ""}`,
    );
  });
  if (step === "stones") return lines.join("\n");
  for (let stone = 1; stone < L.stoneCount; stone += 1)
    for (const bridge of bridgesAfter(content, stone))
      lines.push(`Bridge from stone ${stone} to stone ${stone + 1}: ${bridge.text.trim()}`);
  if (step === "bridges") return lines.join("\n");
  for (const field of structureFields)
    if (content.structure[field].trim())
      lines.push(`${structureFieldLabels[field].label}: ${content.structure[field].trim()}`);
  return lines.join("\n");
}

export function sermonCoachMessages(content: SermonContent, step: SermonCoachStep): ChatMessage[] {
  const settings = `Settings for this answer
Style: ${sermonStyleLabels[content.style].label} (${sermonStyleLabels[content.style].hint.toLowerCase()}). Audience: ${sermonAudienceLabels[content.audience]}.${content.lengthMin ? ` Planned length: ${content.lengthMin} minutes.` : ""}`;
  return [
    { role: "system", content: [sharedBase, role, stepBlocks[step], settings, contracts[step]].join("\n\n") },
    { role: "user", content: dataBlock("The sermon so far:", sermonSoFar(content, step)) },
  ];
}
