// The room assistant's Example, Practice, Check my work and Save as gem (ai.md §3.12). Pool items are never counted;
// a fresh item or a check with the model is one question, with the offline answer (and the §1.8 notice) when the
// model's answer can't be read. Every check is saved as the room's practice attempt.
import { parseReference } from "@common/bible/reference";
import { PALACE_CONTENT_VERSION } from "@common/content/palace/version";
import type { Room } from "@common/content/palace/types";
import type {
  CheckWorkResultDto,
  RoomCheckAttemptDto,
  RoomExampleResultDto,
  RoomPracticeResultDto,
  WorkJudgeDto,
} from "@common/schemas/ai";
import type { checkWorkInput, saveGemInput } from "@common/schemas/ai";
import type { ActorContext } from "@server/http/context";
import { type ActorAccess, assertFeature, loadActorAccess } from "@server/modules/access/access.service";
import type { AiRuntime } from "@server/modules/ai/ai.runtime";
import type { BibleSource } from "@server/modules/bible/bible-data.types";
import { createEntry } from "@server/modules/palace/entries.service";
import { assertRoomPlan, findRoomOr404 } from "@server/modules/palace/palace.access";
import type { z } from "zod";
import { presentCheckAttempt } from "./ai-study.presenter";
import { insertCheckAttempt, listCheckAttempts } from "./ai-study.queries";
import { roomPools } from "./pool";
import {
  checkWorkMessages,
  exampleAnswer,
  freshExampleMessages,
  freshPracticeMessages,
  judgeAnswer,
  practiceAnswer,
} from "./prompts";
import { exampleFromPool, kjvText, nextPoolItem, normalRef, practiceFromPool } from "./room-items";
import { judgeWork, withRubricCautions } from "./rubric";
import {
  askStructured,
  badOutputNotice,
  dataBlock,
  modelAvailable,
  modelOrLocal,
  recordOffline,
} from "./structured";
import { studyLibrary } from "./study-library";

export type StudyDeps = { runtime: AiRuntime; bible: BibleSource };
export type RoomGate = { room: Room; actorAccess: ActorAccess };

/** No model is configured (or the layer is paused): the pool answers instead of "with AI". */
const noModelNotice =
  "AI answers aren't available right now, so this one comes from the room's curated examples.";
const noModelCheckNotice = "AI answers aren't available right now, so the Quick check judged your answer.";

/**
 * The room assistant's gate, in the order of ai.md §3.12: the entitlement, the room (404 room_not_found), the plan
 * for its floor (402 plan_required) — the palace's own checks. The session is the route's.
 */
export async function openRoom(ctx: ActorContext, roomId: string): Promise<RoomGate> {
  const actorAccess = await loadActorAccess(ctx);
  assertFeature(actorAccess, "ai.room_assistant");
  const room = findRoomOr404(roomId);
  assertRoomPlan(actorAccess, room);
  return { room, actorAccess };
}

/** GET …/example — the next curated example; never counted. */
export async function poolExample(
  deps: StudyDeps,
  gate: RoomGate,
  last?: string,
): Promise<RoomExampleResultDto> {
  const lib = await studyLibrary(deps.bible);
  return {
    example: exampleFromPool(lib, gate.room, nextPoolItem(gate.room, last)),
    source: "offline",
    quota: null,
    notice: null,
  };
}

/** GET …/practice — the next curated practice item; never counted. */
export async function poolPractice(
  deps: StudyDeps,
  gate: RoomGate,
  last?: string,
): Promise<RoomPracticeResultDto> {
  const lib = await studyLibrary(deps.bible);
  return {
    practice: practiceFromPool(lib, gate.room, nextPoolItem(gate.room, last, "end")),
    source: "offline",
    quota: null,
    notice: null,
  };
}

/** The verses the model should not pick: the one shown last and the room's whole pool. */
function versesToAvoid(room: Room, last: string | undefined): string[] {
  const pool = roomPools[room.id].map((item) => normalRef(item.ref) ?? item.ref);
  const shown = normalRef(last);
  return shown && !pool.includes(shown) ? [shown, ...pool] : pool;
}

/** The model's verse as the reader opens it, and its KJV text (ours, never the model's quotation, when we can). */
async function quoted(deps: StudyDeps, verseRef: string, modelText: string) {
  const lib = await studyLibrary(deps.bible);
  const label = parseReference(verseRef)?.label;
  const text = label ? kjvText(lib, label) : "";
  return { verseRef: label ?? verseRef, verseText: text || modelText };
}

/** POST …/example/fresh — "Fresh example with AI": one question; the pool answers when the model can't. */
export async function freshExample(
  ctx: ActorContext,
  deps: StudyDeps,
  gate: RoomGate,
  last?: string,
): Promise<RoomExampleResultDto> {
  const { room } = gate;
  return modelOrLocal(ctx, deps.runtime, gate.actorAccess, {
    tool: "room_example",
    noModelNotice,
    local: async (quota, notice) => ({ ...(await poolExample(deps, gate, last)), quota, notice }),
    task: () => ({
      schemaName: "room_example",
      schema: exampleAnswer(room.method.length),
      messages: freshExampleMessages(room, versesToAvoid(room, last)),
      maxOutputTokens: 1500,
      userInputs: [last ?? ""],
    }),
    answer: async (answer, source, quota) => ({
      example: {
        ...(await quoted(deps, answer.verseRef, answer.verseText)),
        steps: room.method.map((step, index) => ({
          step: step.text,
          applied: answer.steps[index]?.applied ?? "",
        })),
        insights: answer.insights,
        takeaway: answer.takeaway,
      },
      source,
      quota,
      notice: null,
    }),
  });
}

/** POST …/practice/fresh — a practice item from the model: one question; the pool answers when the model can't. */
export async function freshPractice(
  ctx: ActorContext,
  deps: StudyDeps,
  gate: RoomGate,
  last?: string,
): Promise<RoomPracticeResultDto> {
  const { room } = gate;
  return modelOrLocal(ctx, deps.runtime, gate.actorAccess, {
    tool: "room_practice",
    noModelNotice,
    local: async (quota, notice) => ({ ...(await poolPractice(deps, gate, last)), quota, notice }),
    task: () => ({
      schemaName: "room_practice",
      schema: practiceAnswer,
      messages: freshPracticeMessages(room, versesToAvoid(room, last)),
      maxOutputTokens: 1500,
      userInputs: [last ?? ""],
    }),
    answer: async (answer, source, quota) => ({
      practice: {
        ...(await quoted(deps, answer.verseRef, answer.verseText)),
        questions: answer.questions,
        hints: answer.hints,
        modelAnswer: answer.modelAnswer,
      },
      source,
      quota,
      notice: null,
    }),
  });
}

type CheckInput = z.output<typeof checkWorkInput>;

/**
 * POST …/check — the rubric always runs; with the model the model's verdict is shown (validated against the same
 * shape), the rubric's cautions kept. Saved as the room's practice attempt either way.
 */
export async function checkWork(
  ctx: ActorContext,
  deps: StudyDeps,
  gate: RoomGate,
  input: CheckInput,
): Promise<CheckWorkResultDto> {
  const { room } = gate;
  const verseRef = parseReference(input.verseRef)?.label ?? input.verseRef;
  const rubric = judgeWork({ room, verseRef, answer: input.answer });
  let judge: WorkJudgeDto = rubric;
  let source: CheckWorkResultDto["source"] = "offline";
  let quota: CheckWorkResultDto["quota"] = null;
  let notice: string | null = null;
  if (input.mode === "model") {
    if (!modelAvailable(deps.runtime, ctx.clock.now())) {
      await recordOffline(ctx, "room_check");
      if (deps.runtime.provider) notice = noModelCheckNotice;
    } else {
      const outcome = await askStructured(ctx, deps.runtime, gate.actorAccess, {
        tool: "room_check",
        schemaName: "room_check",
        schema: judgeAnswer,
        messages: checkWorkMessages(room, verseRef, dataBlock("My answer:", input.answer)),
        maxOutputTokens: 900,
        userInputs: [input.answer, input.verseRef],
      });
      quota = outcome.quota;
      if (outcome.kind === "answer") {
        judge = withRubricCautions({ ...outcome.value, checks: [], judgedBy: "ai" }, rubric);
        source = outcome.source;
      } else notice = badOutputNotice;
    }
  }
  const row = await insertCheckAttempt(ctx.db, {
    userId: ctx.actor.userId,
    roomId: room.id,
    verseRef,
    answer: input.answer,
    verdict: judge.verdict,
    points: judge.points,
    judgedBy: judge.judgedBy,
    judge,
    contentVersion: PALACE_CONTENT_VERSION,
    createdAt: ctx.clock.now(),
  });
  return { judge, attempt: presentCheckAttempt(row), source, quota, notice };
}

/** GET …/checks — the room's saved checks, newest first. */
export async function listChecks(
  ctx: ActorContext,
  gate: RoomGate,
): Promise<{ attempts: RoomCheckAttemptDto[] }> {
  const rows = await listCheckAttempts(ctx.db, ctx.actor.userId, gate.room.id, 20);
  return { attempts: rows.map(presentCheckAttempt) };
}

type GemInput = z.output<typeof saveGemInput>;

/**
 * "Save as gem": the app's gems are the Gems Room's entries (palace.md, decision 6), so a gem is saved there as a
 * draft — unchecked, so it earns nothing until the member checks it in the room.
 */
export async function saveGem(
  ctx: ActorContext,
  from: string,
  input: GemInput,
): Promise<{ entryId: string; title: string }> {
  const texts = input.references.flatMap((reference) => {
    const label = parseReference(reference)?.label;
    return label ? [label] : [];
  });
  const rooms = input.rooms.length > 0 ? ` Rooms: ${input.rooms.join(", ")}.` : "";
  const saved = await createEntry(ctx, "gr", {
    title: input.title,
    payload: {
      title: input.title,
      texts: [...new Set(texts)].slice(0, 8),
      truth: input.body,
      useCase: `Saved from the ${from}.${rooms}`,
    },
    check: false,
  });
  return { entryId: saved.entry.id, title: input.title };
}

/** Verse routes use the same entitlement (ai.md §1.6: the room and verse assistant share it). */
export async function openVerseAssistant(ctx: ActorContext): Promise<ActorAccess> {
  const actorAccess = await loadActorAccess(ctx);
  assertFeature(actorAccess, "ai.room_assistant");
  return actorAccess;
}
