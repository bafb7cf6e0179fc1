// Practice entries (palace.md §4.3): unlimited, editable, soft-deleted, private. "Check & save" runs the room's
// deterministic auto-check on the server; XP only the first time an entry reaches pass (practice_passed, capped
// per room per day; master_task_passed once per task).
import { parseReference } from "@common/bible/reference";
import { judgeEntry } from "@common/content/palace/judge/judge";
import { masterTaskDeliverable, masterTaskRules } from "@common/content/palace/judge/master-task";
import { PALACE_CONTENT_VERSION } from "@common/content/palace/version";
import type { AutoCheckRule, Deliverable, JudgeResult, MasterTask, Room } from "@common/content/palace/types";
import { XP } from "@common/domain/palace-mastery";
import type {
  CreateEntryInput,
  PracticeEntryDto,
  SaveEntryResultDto,
  UpdateEntryInput,
} from "@common/schemas/palace";
import type { Db } from "@server/db/client";
import type { ActorContext } from "@server/http/context";
import { badRequest, notFound } from "@server/http/errors";
import { roomById } from "@common/content/palace/index";
import { findRoomOr404 } from "./palace.access";
import { presentEntry } from "./palace.presenter";
import {
  countPassingEntries,
  findOwnEntry,
  insertEntry,
  listEntries,
  type PracticeEntryRow,
  updateEntry,
  updateProgress,
  lockProgress,
} from "./palace.queries";
import { loadRoomForWrite } from "./palace.service";
import { awardXp, type XpGrant } from "./xp.service";

type Payload = Record<string, string | string[]>;

function lines(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : value.split("\n"))
    .map((item) => item.trim())
    .filter((item) => item !== "");
}

/** The normalised labels of every reference in the deliverable's reference fields (unparseable ones left out). */
export function entryRefs(deliverable: Deliverable, payload: Payload): string[] {
  const labels = deliverable.fields
    .filter((field) => field.type === "reference" || field.type === "references")
    .flatMap((field) => lines(payload[field.id]))
    .flatMap((text) => {
      const parsed = parseReference(text);
      return parsed ? [parsed.label] : [];
    });
  return [...new Set(labels)].slice(0, 100);
}

type Rules = {
  deliverable: Deliverable;
  rules: readonly AutoCheckRule[];
  task: MasterTask | null;
  kind: string;
};

function rulesFor(room: Room, masterTaskId: string | null): Rules {
  if (masterTaskId === null)
    return { deliverable: room.deliverable, rules: room.autoCheck, task: null, kind: room.deliverable.kind };
  const task = room.masterTasks.find((candidate) => candidate.id === masterTaskId);
  if (!task) throw badRequest("unknown_master_task", "That task does not belong to this room.");
  return { deliverable: masterTaskDeliverable, rules: masterTaskRules(task.kind), task, kind: "masterTask" };
}

/** Judges (when asked), stores the verdict, recounts passing entries and awards XP on the first pass. */
async function judgeAndAward(
  tx: Db,
  input: {
    userId: string;
    room: Room;
    entry: PracticeEntryRow;
    payload: Payload;
    check: boolean;
    rules: Rules;
    now: Date;
  },
): Promise<SaveEntryResultDto> {
  const { userId, room, entry, now } = input;
  const judge: JudgeResult | null = input.check
    ? judgeEntry(input.rules.rules, input.rules.deliverable, input.payload)
    : null;
  const firstPass = judge?.verdict === "pass" && entry.firstPassedAt === null;
  const saved = await updateEntry(tx, entry.id, {
    status: judge ? "checked" : "draft",
    verdict: judge?.verdict ?? null,
    feedback: judge?.feedback ?? [],
    firstPassedAt: firstPass ? now : entry.firstPassedAt,
  });
  const passingEntries = await countPassingEntries(tx, userId, room.id);
  let grants: XpGrant[] = [];
  if (firstPass) {
    grants = input.rules.task
      ? [
          {
            kind: "master_task_passed",
            amount: XP.master_task_passed,
            dedupeKey: `master_task:${userId}:${room.id}:${input.rules.task.id}`,
            sourceId: entry.id,
          },
        ]
      : [
          {
            kind: "practice_passed",
            amount: XP.practice_passed,
            dedupeKey: `practice:${entry.id}`,
            sourceId: entry.id,
          },
        ];
  }
  const { award } = await awardXp(tx, {
    userId,
    roomId: room.id,
    now,
    grants,
    patch: () => ({ passingEntries }),
  });
  return { entry: presentEntry(saved), judge, award: award.xpAwarded > 0 ? award : null };
}

/** GET /api/palace/rooms/:id/entries — newest first. Readable even when the plan no longer opens the floor. */
export async function listRoomEntries(
  ctx: ActorContext,
  id: string,
): Promise<{ entries: PracticeEntryDto[] }> {
  const room = findRoomOr404(id);
  return { entries: (await listEntries(ctx.db, ctx.actor.userId, room.id)).map(presentEntry) };
}

/** POST /api/palace/rooms/:id/entries — Save draft (check false) or Check & save (check true). */
export async function createEntry(
  ctx: ActorContext,
  id: string,
  input: CreateEntryInput,
): Promise<SaveEntryResultDto> {
  const { room } = await loadRoomForWrite(ctx, id, { prerequisites: true });
  const promptId = input.promptId ?? null;
  if (promptId !== null && !room.practicePrompts.some((prompt) => prompt.id === promptId)) {
    throw badRequest("unknown_prompt", "That prompt does not belong to this room.");
  }
  const rules = rulesFor(room, input.masterTaskId ?? null);
  const now = ctx.clock.now();
  const userId = ctx.actor.userId;
  const result = await ctx.db.transaction(async (tx) => {
    const entry = await insertEntry(tx, {
      userId,
      roomId: room.id,
      promptId,
      masterTaskId: rules.task?.id ?? null,
      kind: rules.kind,
      title: input.title ?? "",
      refs: entryRefs(rules.deliverable, input.payload),
      payload: input.payload,
      status: "draft",
      contentVersion: PALACE_CONTENT_VERSION,
      createdAt: now,
      updatedAt: now,
    });
    return judgeAndAward(tx, { userId, room, entry, payload: input.payload, check: input.check, rules, now });
  });
  return result;
}

/** PATCH /api/palace/entries/:id — edits re-run the check; another member's entry is a 404. */
export async function editEntry(
  ctx: ActorContext,
  id: string,
  input: UpdateEntryInput,
): Promise<SaveEntryResultDto> {
  const existing = await findOwnEntry(ctx.db, ctx.actor.userId, id);
  if (!existing) throw notFound("entry");
  const { room } = await loadRoomForWrite(ctx, existing.roomId, { prerequisites: true });
  const rules = rulesFor(room, existing.masterTaskId);
  const now = ctx.clock.now();
  const userId = ctx.actor.userId;
  return ctx.db.transaction(async (tx) => {
    const entry = await findOwnEntry(tx, userId, id, true);
    if (!entry) throw notFound("entry");
    const updated = await updateEntry(tx, entry.id, {
      title: input.title ?? entry.title,
      payload: input.payload,
      refs: entryRefs(rules.deliverable, input.payload),
      updatedAt: now,
    });
    return judgeAndAward(tx, {
      userId,
      room,
      entry: updated,
      payload: input.payload,
      check: input.check,
      rules,
      now,
    });
  });
}

/**
 * DELETE /api/palace/entries/:id — a soft delete. Allowed whatever the plan (the member's own data); earned XP
 * and a completed room stay.
 */
export async function deleteEntry(ctx: ActorContext, id: string): Promise<void> {
  const userId = ctx.actor.userId;
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const entry = await findOwnEntry(tx, userId, id, true);
    if (!entry) throw notFound("entry");
    await updateEntry(tx, entry.id, { deletedAt: now, updatedAt: now });
    const room = roomById(entry.roomId as Room["id"]);
    await lockProgress(tx, userId, room.id, now);
    await updateProgress(tx, userId, room.id, {
      passingEntries: await countPassingEntries(tx, userId, room.id),
      updatedAt: now,
    });
  });
}
