// Sermon Builder (ai.md §3.9): the member's sermons (create, autosave, reopen, duplicate, delete, search), the rules
// of Next and Finish checked again on the server with the page's own function (common/domain/sermons.ts), and the
// coach: one counted structured question per step through the AI layer (or the offline study engine, uncounted),
// whose latest answer per step is saved with the sermon. Every read and write is the owner's only (else 404).
import {
  type SermonCoachStep,
  type SermonDraft,
  type SermonDto,
  type SermonGemDto,
  type SermonGuidance,
  type SermonGuidanceResult,
  type SermonSummaryDto,
  SERMON_LIMITS as L,
  type sermonCoachInput,
  stonesBlockedMessage,
} from "@common/schemas/sermons";
import {
  finishProblem,
  furthestStep,
  type SermonContent,
  stepProblems,
  type StepProblem,
} from "@common/domain/sermons";
import type { z } from "zod";
import type { ActorContext } from "@server/http/context";
import { AppError, notFound } from "@server/http/errors";
import { loadActorAccess } from "@server/modules/access/access.service";
import type { AiRuntime } from "@server/modules/ai/ai.runtime";
import { passagesIn } from "@server/modules/ai/offline/library";
import type { BibleSource } from "@server/modules/bible/bible-data.types";
import { modelOrLocal } from "@server/modules/ai-study/structured";
import { studyLibrary } from "@server/modules/ai-study/study-library";
import { offlineBridges, offlineSetup, offlineStones, offlineStructure } from "./sermons.offline";
import { coachStoneCount, sermonAnswers, sermonCoachMessages, sermonSchemaNames } from "./sermons.prompts";
import { presentGem, presentSermon, presentSermonSummary } from "./sermons.presenter";
import {
  deleteOwnSermon,
  findOwnSermon,
  insertSermon,
  listOwnGems,
  listOwnSermons,
  type SermonRow,
  updateOwnSermon,
} from "./sermons.queries";

export type SermonDeps = { runtime: AiRuntime; bible: BibleSource };

const listLimit = 200;
const gemsLimit = 100;

/** A rule of Next or Finish that the sermon doesn't meet (ai.md §3.9's messages, verbatim). */
const blocked = (problem: StepProblem) =>
  new AppError(422, "step_blocked", problem.message, { field: problem.field });

function contentOf(row: SermonRow): SermonContent {
  return {
    title: row.title,
    themePassage: row.themePassage,
    style: row.style,
    audience: row.audience,
    lengthMin: row.lengthMin,
    stones: row.stones,
    bridges: row.bridges,
    structure: row.structure,
  };
}

/** Next is checked here too: a save may not put the sermon past the first step that blocks. */
function checkedStep(draft: SermonDraft): number {
  const furthest = furthestStep(draft);
  if (draft.currentStep > furthest) {
    const [problem] = stepProblems(draft, furthest);
    if (problem) throw blocked(problem);
  }
  return draft.currentStep;
}

function contentValues(draft: SermonDraft) {
  return {
    title: draft.title,
    themePassage: draft.themePassage,
    style: draft.style,
    audience: draft.audience,
    lengthMin: draft.lengthMin,
    stones: draft.stones,
    bridges: draft.bridges,
    structure: draft.structure,
  };
}

async function ownSermon(ctx: ActorContext, id: string): Promise<SermonRow> {
  const row = await findOwnSermon(ctx.db, ctx.actor.userId, id);
  if (!row) throw notFound("sermon");
  return row;
}

/** GET /api/sermons?q= */
export async function listSermons(
  ctx: ActorContext,
  search: string | undefined,
): Promise<{ sermons: SermonSummaryDto[] }> {
  const rows = await listOwnSermons(ctx.db, ctx.actor.userId, search || undefined, listLimit);
  return { sermons: rows.map(presentSermonSummary) };
}

/** POST /api/sermons: a new sermon (empty, or with what the member typed before it was saved). */
export async function createSermon(ctx: ActorContext, draft: SermonDraft): Promise<SermonDto> {
  const currentStep = checkedStep(draft);
  const now = ctx.clock.now();
  const row = await insertSermon(ctx.db, {
    userId: ctx.actor.userId,
    ...contentValues(draft),
    status: currentStep > 1 ? "in_progress" : "draft",
    currentStep,
    createdAt: now,
    updatedAt: now,
  });
  return presentSermon(row);
}

/** GET /api/sermons/:id */
export async function getSermon(ctx: ActorContext, id: string): Promise<SermonDto> {
  return presentSermon(await ownSermon(ctx, id));
}

/** PUT /api/sermons/:id: the draft save (autosave, Next, Back, the step bar). */
export async function saveSermon(ctx: ActorContext, id: string, draft: SermonDraft): Promise<SermonDto> {
  const row = await ownSermon(ctx, id);
  const currentStep = checkedStep(draft);
  let status = row.status;
  if (status === "complete" && finishProblem(draft)) status = "in_progress";
  if (status === "draft" && currentStep > 1) status = "in_progress";
  const saved = await updateOwnSermon(ctx.db, ctx.actor.userId, id, {
    ...contentValues(draft),
    currentStep,
    status,
    updatedAt: ctx.clock.now(),
  });
  if (!saved) throw notFound("sermon");
  return presentSermon(saved);
}

/** POST /api/sermons/:id/finish: saves the sermon as sent and marks it complete, if every step's rule holds. */
export async function finishSermon(ctx: ActorContext, id: string, draft: SermonDraft): Promise<SermonDto> {
  await ownSermon(ctx, id);
  const problem = finishProblem(draft);
  if (problem) throw blocked(problem);
  const saved = await updateOwnSermon(ctx.db, ctx.actor.userId, id, {
    ...contentValues(draft),
    currentStep: 5,
    status: "complete",
    updatedAt: ctx.clock.now(),
  });
  if (!saved) throw notFound("sermon");
  return presentSermon(saved);
}

/** POST /api/sermons/:id/duplicate: a copy with its text and guidance, never marked complete. */
export async function duplicateSermon(ctx: ActorContext, id: string): Promise<SermonDto> {
  const row = await ownSermon(ctx, id);
  const now = ctx.clock.now();
  const title = row.title.trim() ? `Copy of ${row.title.trim()}`.slice(0, L.titleMax) : "";
  const copy = await insertSermon(ctx.db, {
    userId: ctx.actor.userId,
    ...contentValues({ ...contentOf(row), currentStep: row.currentStep }),
    title,
    aiGuidance: row.aiGuidance,
    status: row.status === "draft" ? "draft" : "in_progress",
    currentStep: row.currentStep,
    createdAt: now,
    updatedAt: now,
  });
  return presentSermon(copy);
}

/** DELETE /api/sermons/:id */
export async function removeSermon(ctx: ActorContext, id: string): Promise<void> {
  if (!(await deleteOwnSermon(ctx.db, ctx.actor.userId, id))) throw notFound("sermon");
}

/** GET /api/sermons/gems: the member's gem cards from the Gems Room, for "Add from my gems". */
export async function listGems(ctx: ActorContext): Promise<{ gems: SermonGemDto[] }> {
  const rows = await listOwnGems(ctx.db, ctx.actor.userId, gemsLimit);
  return { gems: rows.map(presentGem).filter((gem) => gem.truth.length >= L.insightMin) };
}

/** What the coach needs before it can help with a step (the steps before it, as Next checks them). */
function coachProblem(content: SermonContent, step: SermonCoachStep): StepProblem | null {
  if (step === "setup")
    return content.themePassage.trim().length >= L.themeMin
      ? null
      : {
          field: "themePassage",
          message: "Write the theme or main passage first, so the coach knows what to work with.",
        };
  const [setup] = stepProblems(content, 1);
  if (setup) return setup;
  if (step === "stones") return null;
  const [stones] = stepProblems(content, 2);
  return stones ? { field: "stones", message: stonesBlockedMessage } : null;
}

const sameText = (a: string, b: string) =>
  a.trim().toLowerCase().replace(/\s+/g, " ") === b.trim().toLowerCase().replace(/\s+/g, " ");

/** The model's stones kept as §3.9 asks: unlike the existing stones and each other, topped up offline to three. */
function cleanStones(
  answer: SermonGuidanceResult["stones"],
  content: SermonContent,
  fallback: () => SermonGuidanceResult["stones"],
): SermonGuidanceResult["stones"] {
  const kept: SermonGuidanceResult["stones"]["stones"] = [];
  const taken = (insight: string) =>
    content.stones.some((stone) => sameText(stone.insight, insight)) ||
    kept.some((stone) => sameText(stone.insight, insight));
  for (const stone of answer.stones) if (!taken(stone.insight)) kept.push(stone);
  if (kept.length < coachStoneCount)
    for (const stone of fallback().stones)
      if (kept.length < coachStoneCount && !taken(stone.insight)) kept.push(stone);
  return { stones: kept };
}

/** One bridge per adjacent pair, in order; pairs that aren't adjacent are dropped. */
function cleanBridges(answer: SermonGuidanceResult["bridges"]): SermonGuidanceResult["bridges"] {
  const seen = new Set<number>();
  const bridges = answer.bridges
    .filter((bridge) => bridge.toStone === bridge.fromStone + 1 && !seen.has(bridge.fromStone))
    .map((bridge) => {
      seen.add(bridge.fromStone);
      return bridge;
    })
    .sort((a, b) => a.fromStone - b.fromStone);
  return { bridges };
}

type CoachOutcome = {
  source: "ai" | "offline";
  notices: string[];
  result: SermonGuidanceResult[SermonCoachStep];
};

/** POST /api/sermons/:id/coach: the coach's guidance for one step, saved as that step's latest. */
export async function coachSermon(
  ctx: ActorContext,
  deps: SermonDeps,
  id: string,
  input: z.output<typeof sermonCoachInput>,
): Promise<SermonDto> {
  const row = await ownSermon(ctx, id);
  const content = contentOf(row);
  const step = input.step;
  const problem = coachProblem(content, step);
  if (problem) throw new AppError(422, "validation_failed", problem.message, { field: problem.field });

  const lib = () => studyLibrary(deps.bible);
  const gems = async () => (step === "stones" ? (await listGems(ctx)).gems : []);
  const local = async (): Promise<SermonGuidanceResult[SermonCoachStep]> => {
    switch (step) {
      case "setup":
        return offlineSetup(await lib(), content);
      case "stones":
        return offlineStones(await lib(), content, await gems());
      case "bridges":
        return offlineBridges(content);
      case "structure":
        return offlineStructure(content);
    }
  };
  const actorAccess = await loadActorAccess(ctx);
  const outcome = await modelOrLocal<SermonGuidanceResult[SermonCoachStep], CoachOutcome>(
    ctx,
    deps.runtime,
    actorAccess,
    {
      tool: "sermon_coach",
      offline: input.offline,
      local: async (_quota, notice) => ({
        source: "offline",
        notices: notice ? [notice] : [],
        result: await local(),
      }),
      task: () => ({
        schemaName: sermonSchemaNames[step],
        schema: sermonAnswers[step] as z.ZodType<SermonGuidanceResult[SermonCoachStep]>,
        messages: sermonCoachMessages(content, step),
        maxOutputTokens: step === "setup" ? 1200 : 2000,
        userInputs: [content.title, content.themePassage, ...content.stones.map((stone) => stone.insight)],
      }),
      answer: async (value) => {
        let result = value;
        if (step === "stones") {
          const stonesLib = await lib();
          const stoneGems = await gems();
          result = cleanStones(value as SermonGuidanceResult["stones"], content, () =>
            offlineStones(stonesLib, content, stoneGems),
          );
        }
        if (step === "bridges") result = cleanBridges(value as SermonGuidanceResult["bridges"]);
        if (step === "setup") {
          // Passages the parser can't read are left out (the chips would lead nowhere).
          const setup = value as SermonGuidanceResult["setup"];
          const stonesLib = await lib();
          result = {
            ...setup,
            keyPassages: setup.keyPassages.filter((ref) => passagesIn(stonesLib, ref).length > 0),
          };
        }
        return { source: "ai", notices: [], result };
      },
    },
  );

  const guidance: SermonGuidance = {
    source: outcome.source,
    notices: outcome.notices,
    createdAt: ctx.clock.now().toISOString(),
    result: outcome.result,
  };
  const saved = await updateOwnSermon(ctx.db, ctx.actor.userId, id, {
    aiGuidance: { ...row.aiGuidance, [step]: guidance },
    updatedAt: ctx.clock.now(),
  });
  if (!saved) throw notFound("sermon");
  return presentSermon(saved);
}
