// Learn checks, drills and milestone tests (palace.md §4.2, §4.5): items drawn at random on the server (fresh
// where the bank allows), choice options shuffled, keys and explanations kept until the answers are in, graded
// on the server and awarded once per attempt.
import { parseReference } from "@common/bible/reference";
import { judgeEntry } from "@common/content/palace/judge/judge";
import { masterTaskDeliverable, masterTaskRules } from "@common/content/palace/judge/master-task";
import { PALACE_CONTENT_VERSION } from "@common/content/palace/version";
import type { JudgeResult, Room } from "@common/content/palace/types";
import {
  DRILL,
  LEARN_CHECK,
  type MilestoneNumber,
  MILESTONES,
  milestoneUnlocked,
  nextMilestone,
  XP,
} from "@common/domain/palace-mastery";
import type {
  AttemptResultDto,
  StartAttemptDto,
  StartAttemptInput,
  SubmitAttemptInput,
  XpAward,
} from "@common/schemas/palace";
import type { Db } from "@server/db/client";
import { AppError, conflict, notFound, tooManyRequests } from "@server/http/errors";
import { insertCard } from "../review/review.queries";
import { newCardValues } from "../review/review.service";
import type { BankItem, BankTier } from "./banks/types";
import {
  describeAnswer,
  drawDrill,
  drawFromTiers,
  gradeItem,
  type Presentation,
  presentItem,
  shuffle,
} from "./grading";
import { localDayStart, nextLocalDayStart } from "./local-day";
import type { BankSource, PalaceContext } from "./palace.access";
import { milestoneStatus, SUBMIT_GRACE_MS } from "./palace.presenter";
import {
  type AttemptRow,
  entryRefs,
  findAttempt,
  findTimeZone,
  insertAttempt,
  milestoneAttempts,
  seenItemIds,
  updateAttempt,
} from "./palace.queries";
import { freshProgress, loadRoomForWrite, type RoomState } from "./palace.service";
import { awardXp, drillGrants, type XpGrant } from "./xp.service";

const minuteMs = 60_000;
/** Drills are timed at 30 s per item for the speed bonus; the attempt itself stays open longer. */
const DRILL_MINUTES = 10;

const questionsUnavailable = () =>
  conflict("questions_unavailable", "This room's questions are not ready yet. Please try again later.");

function bankItems(banks: BankSource, room: Room, ids: readonly string[]): BankItem[] {
  const bank = banks[room.id] ?? [];
  return ids.map((id) => {
    const item = bank.find((candidate) => candidate.id === id);
    if (!item) throw new Error(`Attempt item ${id} is no longer in the ${room.id} bank`);
    return item;
  });
}

/** A passage for the written part of tests 3–4 the member has not used in this room, from the room's examples. */
function unseenPassage(room: Room, used: readonly string[]): string | null {
  const usedLabels = new Set(used);
  const candidates = [
    ...room.examplePool.flatMap((example) => example.refs),
    ...room.practicePrompts.flatMap((prompt) => prompt.refs),
  ].filter((ref) => parseReference(ref) !== null);
  const fresh = candidates.filter((ref) => !usedLabels.has(parseReference(ref)!.label));
  return shuffle(fresh.length > 0 ? fresh : candidates)[0] ?? null;
}

function writtenParts(
  room: Room,
  milestoneNo: number | null,
  passage: string | null,
): Pick<StartAttemptDto, "written" | "teaching"> {
  const spec = milestoneNo ? MILESTONES[milestoneNo - 1]! : null;
  if (!spec || spec.written === "none") return { written: null, teaching: null };
  return {
    written: { deliverable: room.deliverable, passage },
    teaching: spec.written === "full+teaching" ? masterTaskDeliverable : null,
  };
}

function presentAttempt(room: Room, row: AttemptRow, banks: BankSource): StartAttemptDto {
  const items = bankItems(banks, room, row.itemIds).map((item) => {
    const { dto } = presentItem(item);
    const shown = row.presented[item.id];
    // Re-present exactly as first shown (a resumed milestone attempt).
    if (shown?.options && (dto.type === "single" || dto.type === "multi")) {
      return {
        ...dto,
        options: shown.options.map((index) => (item as { options: string[] }).options[index]!),
      };
    }
    if (shown?.items && dto.type === "order") return { ...dto, items: shown.items };
    if (shown?.right && dto.type === "match") return { ...dto, right: shown.right };
    return dto;
  });
  return {
    attemptId: row.id,
    kind: row.kind,
    milestoneNo: row.milestoneNo,
    items,
    startedAt: row.startedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    ...writtenParts(room, row.milestoneNo, row.passage),
  };
}

async function createAttempt(
  ctx: PalaceContext,
  room: Room,
  input: {
    kind: AttemptRow["kind"];
    milestoneNo: number | null;
    items: BankItem[];
    minutes: number;
    passage: string | null;
  },
): Promise<StartAttemptDto> {
  if (input.items.length === 0) throw questionsUnavailable();
  const now = ctx.clock.now();
  const presented: Record<string, Presentation> = {};
  for (const item of input.items) presented[item.id] = presentItem(item).presentation;
  const row = await insertAttempt(ctx.db, {
    userId: ctx.actor.userId,
    roomId: room.id,
    kind: input.kind,
    milestoneNo: input.milestoneNo,
    itemIds: input.items.map((item) => item.id),
    presented,
    passage: input.passage,
    maxScore: input.items.length,
    contentVersion: PALACE_CONTENT_VERSION,
    startedAt: now,
    expiresAt: new Date(now.getTime() + input.minutes * minuteMs),
  });
  return presentAttempt(room, row, ctx.banks);
}

async function startMilestone(
  ctx: PalaceContext,
  state: RoomState,
  milestoneNo: MilestoneNumber,
): Promise<StartAttemptDto> {
  const { room, progress } = state;
  const xp = progress?.xp ?? 0;
  const next = nextMilestone(progress?.milestonesPassed ?? 0);
  if (next !== milestoneNo || !milestoneUnlocked(xp, milestoneNo)) {
    throw new AppError(409, "milestone_unavailable", "That milestone test is not available yet.", {
      next,
      xp,
    });
  }
  const now = ctx.clock.now();
  const userId = ctx.actor.userId;
  const attempts = await milestoneAttempts(ctx.db, userId, room.id, milestoneNo);
  // An open attempt (a reload mid-test) is resumed, not restarted.
  const open = attempts.find(
    (attempt) => attempt.submittedAt === null && attempt.expiresAt.getTime() > now.getTime(),
  );
  if (open) return presentAttempt(room, open, ctx.banks);
  const timeZone = await findTimeZone(ctx.db, userId);
  const status = milestoneStatus(
    progress,
    attempts,
    now,
    localDayStart(now, timeZone),
    nextLocalDayStart(now, timeZone),
  );
  if (status.state === "cooling_down") {
    throw tooManyRequests("cooldown", "You can take this test again later.", { retryAt: status.retryAt });
  }
  const spec = MILESTONES[milestoneNo - 1]!;
  const seen = await seenItemIds(ctx.db, userId, room.id);
  const items = drawFromTiers(ctx.banks[room.id] ?? [], spec.tiers, spec.items, seen);
  const passage = milestoneNo >= 3 ? unseenPassage(room, await entryRefs(ctx.db, userId, room.id)) : null;
  return createAttempt(ctx, room, { kind: "milestone", milestoneNo, items, minutes: spec.minutes, passage });
}

/** POST /api/palace/rooms/:id/attempts */
export async function startAttempt(
  ctx: PalaceContext,
  id: string,
  input: StartAttemptInput,
): Promise<StartAttemptDto> {
  const state = await loadRoomForWrite(ctx, id, { prerequisites: true });
  const { room } = state;
  const bank = ctx.banks[room.id] ?? [];
  const seen = await seenItemIds(ctx.db, ctx.actor.userId, room.id);
  switch (input.kind) {
    case "learn_check":
      return createAttempt(ctx, room, {
        kind: "learn_check",
        milestoneNo: null,
        items: drawFromTiers(bank, [1], LEARN_CHECK.items, seen),
        minutes: LEARN_CHECK.minutes,
        passage: null,
      });
    case "drill": {
      const tier = Math.min(state.progress?.level ?? 1, 4) as BankTier;
      return createAttempt(ctx, room, {
        kind: "drill",
        milestoneNo: null,
        items: drawDrill(bank, tier, seen),
        minutes: DRILL_MINUTES,
        passage: null,
      });
    }
    case "milestone":
      return startMilestone(ctx, state, input.milestoneNo);
  }
}

type Graded = {
  score: number;
  items: AttemptResultDto["items"];
  written: JudgeResult | null;
  teaching: JudgeResult | null;
};

function grade(
  room: Room,
  attempt: AttemptRow,
  banks: BankSource,
  input: SubmitAttemptInput,
  expired: boolean,
): Graded {
  const answers: Record<string, unknown> = expired ? {} : input.answers;
  const items = bankItems(banks, room, attempt.itemIds).map((item) => ({
    id: item.id,
    correct: gradeItem(item, attempt.presented[item.id] ?? {}, answers[item.id]),
    explanation: item.explanation,
    correctAnswer: describeAnswer(item),
  }));
  const spec = attempt.milestoneNo ? MILESTONES[attempt.milestoneNo - 1]! : null;
  const hasWritten = spec !== null && spec.written !== "none";
  const written = hasWritten
    ? judgeEntry(room.autoCheck, room.deliverable, expired ? {} : (input.written ?? {}))
    : null;
  const teaching =
    spec?.written === "full+teaching"
      ? judgeEntry(masterTaskRules("teaching"), masterTaskDeliverable, expired ? {} : (input.teaching ?? {}))
      : null;
  return { score: items.filter((item) => item.correct).length, items, written, teaching };
}

function passedFor(attempt: AttemptRow, graded: Graded, pct: number): boolean {
  if (attempt.kind === "learn_check") {
    // 4 of 5 (or the same share of a smaller check).
    return graded.score * LEARN_CHECK.items >= LEARN_CHECK.pass * attempt.maxScore;
  }
  if (attempt.kind === "drill") return pct >= DRILL.speedBonusPct;
  const spec = MILESTONES[(attempt.milestoneNo ?? 1) - 1]!;
  return (
    pct >= spec.passPct &&
    (graded.written?.verdict ?? "pass") === "pass" &&
    (graded.teaching?.verdict ?? "pass") === "pass"
  );
}

async function addRoomCards(tx: Db, userId: string, roomId: string, now: Date): Promise<void> {
  for (const subjectType of ["room_core", "room_identify"]) {
    await insertCard(tx, newCardValues(userId, subjectType, roomId, now));
  }
}

/**
 * POST /api/palace/attempts/:id/submit — the owner only; once. After expires_at (plus a short grace for the
 * network) the attempt is scored as it stands: no answers, so every item is wrong, and `expired` is true.
 */
export async function submitAttempt(
  ctx: PalaceContext,
  id: string,
  input: SubmitAttemptInput,
): Promise<AttemptResultDto> {
  const userId = ctx.actor.userId;
  const found = await findAttempt(ctx.db, id);
  if (!found || found.userId !== userId) throw notFound("attempt");
  const state = await loadRoomForWrite(ctx, found.roomId, { prerequisites: true });
  const { room } = state;
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const attempt = await findAttempt(tx, id, true);
    if (!attempt || attempt.userId !== userId) throw notFound("attempt");
    if (attempt.submittedAt !== null)
      throw conflict("already_submitted", "This attempt has already been submitted.");
    const expired = now.getTime() > attempt.expiresAt.getTime() + SUBMIT_GRACE_MS;
    const graded = grade(room, attempt, ctx.banks, input, expired);
    const pct = attempt.maxScore === 0 ? 0 : Math.round((100 * graded.score) / attempt.maxScore);
    const passed = passedFor(attempt, graded, pct);
    const durationS = Math.max(0, Math.floor((now.getTime() - attempt.startedAt.getTime()) / 1000));
    await updateAttempt(tx, attempt.id, {
      answers: expired ? {} : input.answers,
      written:
        graded.written || graded.teaching ? { written: graded.written, teaching: graded.teaching } : null,
      score: graded.score,
      pct,
      durationS,
      verdict: passed ? "pass" : "fail",
      submittedAt: now,
    });

    let grants: XpGrant[] = [];
    let patch: Parameters<typeof awardXp>[1]["patch"];
    if (attempt.kind === "learn_check" && passed) {
      grants = [
        {
          kind: "learn_check_passed",
          amount: XP.learn_check_passed,
          dedupeKey: `learn_check:${userId}:${room.id}`,
          sourceId: attempt.id,
        },
      ];
      patch = (row) => ({ learnCheckPassedAt: row.learnCheckPassedAt ?? now });
      await addRoomCards(tx, userId, room.id, now);
    } else if (attempt.kind === "drill") {
      const fast =
        !expired && durationS <= attempt.maxScore * DRILL.secondsPerItem && pct >= DRILL.speedBonusPct;
      grants = drillGrants(attempt.id, graded.score, attempt.maxScore, fast);
      patch = (row) => ({
        drillsTaken: row.drillsTaken + 1,
        bestDrillPct: Math.max(row.bestDrillPct ?? 0, pct),
      });
    } else if (attempt.kind === "milestone" && passed && attempt.milestoneNo) {
      const n = attempt.milestoneNo;
      grants = [
        {
          kind: "milestone_passed",
          amount: XP.milestone_passed[n - 1]!,
          dedupeKey: `milestone:${userId}:${room.id}:${n}`,
          sourceId: attempt.id,
        },
      ];
      patch = (row) => ({ milestonesPassed: Math.max(row.milestonesPassed, n) });
    }
    const { award } = await awardXp(tx, { userId, roomId: room.id, now, grants, patch });
    return { graded, pct, passed, expired, award };
  });
  const award: XpAward | null = outcome.award.xpAwarded > 0 || outcome.award.leveledUp ? outcome.award : null;
  return {
    attemptId: id,
    score: outcome.graded.score,
    maxScore: found.maxScore,
    pct: outcome.pct,
    passed: outcome.passed,
    expired: outcome.expired,
    items: outcome.graded.items,
    written: outcome.graded.written,
    teaching: outcome.graded.teaching,
    award,
    progress: await freshProgress(ctx, room, state.access),
  };
}
