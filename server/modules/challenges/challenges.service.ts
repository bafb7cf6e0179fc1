// Daily challenges and the growth journal (screens.md §6.1–§6.2): today's template from the rotation on the member's
// local date, one judged submission per local day (the unique index decides, even under a race), the free plan's
// 3 per Monday–Sunday week, +10 points once, and the journal with its stats, filters and follow-up notes. The answer
// itself is never changed after it is saved.
import { parseReference } from "@common/bible/reference";
import { featureLimit } from "@common/policies/entitlements";
import {
  CHALLENGE_POINTS,
  CHALLENGE_TIME_MAX_S,
  challengeAnswerSchema,
  challengeMessages,
  type JournalDto,
  type JournalQuery,
  type JournalEntryDto,
  type SubmitChallengeDto,
  type SubmitChallengeInput,
  type TodayChallengeDto,
  type WeeklyAllowanceDto,
} from "@common/schemas/challenges";
import type { ActorContext } from "@server/http/context";
import { AppError, conflict, notFound, tooManyRequests } from "@server/http/errors";
import { isUuid } from "@server/http/uuid";
import { assertFeature, loadActorAccess, type ActorAccess } from "@server/modules/access/access.service";
import { findTimeZone } from "@server/modules/palace/palace.queries";
import { recordStudy } from "@server/modules/achievements/activity";
import { awardPoints } from "@server/modules/points/points.queries";
import {
  countSubmissionsBetween,
  findSubmissionOn,
  insertSubmission,
  listSubmissions,
  type SubmissionRow,
  updateFollowUp,
} from "./challenges.queries";
import { presentCard, presentEntry, presentSubmission } from "./challenges.presenter";
import { judgeAnswer } from "./judge";
import { addDays, localDateOf, nextWeekStart, rotationPosition, streakOf, weekStartOf } from "./rotation";
import { type ChallengeTemplate, rotation } from "./templates";

const FEATURE = "challenges.daily" as const;

export interface ChallengesDeps {
  /**
   * Use only the first N templates of the rotation. A test hook (DC-1 runs with 1: the same template every day);
   * production passes nothing and the whole rotation is used.
   */
  rotationLength?: number;
}

function rotationOf(deps: ChallengesDeps): readonly ChallengeTemplate[] {
  if (deps.rotationLength === undefined) return rotation;
  return rotation.slice(0, Math.max(0, Math.min(deps.rotationLength, rotation.length)));
}

/** Where the member stands today: their local date, today's template and the free allowance. */
interface Day {
  access: ActorAccess;
  timeZone: string;
  now: Date;
  today: string;
  template: ChallengeTemplate | null;
  rotationLength: number;
}

async function dayOf(ctx: ActorContext, deps: ChallengesDeps): Promise<Day> {
  const [access, timeZone] = await Promise.all([
    loadActorAccess(ctx),
    findTimeZone(ctx.db, ctx.actor.userId),
  ]);
  assertFeature(access, FEATURE);
  const now = ctx.clock.now();
  const today = localDateOf(now, timeZone);
  const templates = rotationOf(deps);
  const template = templates.length > 0 ? templates[rotationPosition(today, templates.length)]! : null;
  return { access, timeZone, now, today, template, rotationLength: templates.length };
}

/** The free allowance this week (null when the plan has no weekly limit). */
async function weeklyOf(ctx: ActorContext, day: Day): Promise<WeeklyAllowanceDto | null> {
  const limit = featureLimit(day.access.access, FEATURE, { isAdmin: day.access.isAdmin });
  if (limit?.kind !== "quota" || limit.per !== "week") return null;
  const monday = weekStartOf(day.today);
  const used = await countSubmissionsBetween(ctx.db, ctx.actor.userId, monday, addDays(monday, 6));
  return {
    limit: limit.count,
    used,
    remaining: Math.max(0, limit.count - used),
    resetsAt: nextWeekStart(day.now, day.timeZone).toISOString(),
  };
}

async function todayDto(
  ctx: ActorContext,
  day: Day,
  submission: SubmissionRow | null,
): Promise<TodayChallengeDto> {
  return {
    date: day.today,
    challenge: day.template ? presentCard(day.template, day.rotationLength) : null,
    submission: submission ? presentSubmission(submission) : null,
    weekly: await weeklyOf(ctx, day),
  };
}

/** GET /api/challenges/today */
export async function getToday(ctx: ActorContext, deps: ChallengesDeps = {}): Promise<TodayChallengeDto> {
  const day = await dayOf(ctx, deps);
  return todayDto(ctx, day, await findSubmissionOn(ctx.db, ctx.actor.userId, day.today));
}

/** The answer checked by the subtype's shared schema; Connect-6's verse is stored in its normalised form. */
function validAnswer(template: ChallengeTemplate, answer: unknown): Record<string, string> {
  const schema = challengeAnswerSchema(template.subtype, {
    targetGenre: template.subtype === "connect-6" ? template.ui.targetGenre : undefined,
    parse: parseReference,
  });
  const result = schema.safeParse(answer);
  if (!result.success) {
    const issues = result.error.issues.map((issue) => ({
      path: ["answer", ...issue.path].join("."),
      message: issue.message,
    }));
    throw new AppError(422, "validation_failed", issues[0]?.message ?? challengeMessages.tooShort, {
      issues,
    });
  }
  const value: Record<string, string> = { ...result.data };
  if (typeof value.connectedVerse === "string")
    value.connectedVerse = parseReference(value.connectedVerse)?.label ?? value.connectedVerse;
  return value;
}

/**
 * POST /api/challenges/today — judged, saved once per local day (409 after that), counted against a free member's
 * week (429 quota_exceeded on the 4th) and worth +10 points once.
 */
export async function submitToday(
  ctx: ActorContext,
  deps: ChallengesDeps,
  input: SubmitChallengeInput,
): Promise<SubmitChallengeDto> {
  const day = await dayOf(ctx, deps);
  const { template } = day;
  if (!template) throw notFound("challenge");
  const userId = ctx.actor.userId;
  if (await findSubmissionOn(ctx.db, userId, day.today))
    throw conflict("challenge_already_submitted", challengeMessages.alreadyDone);
  const weekly = await weeklyOf(ctx, day);
  if (weekly && weekly.remaining <= 0)
    throw tooManyRequests("quota_exceeded", challengeMessages.quotaExceeded, {
      limit: weekly.limit,
      remaining: 0,
      resetsAt: weekly.resetsAt,
    });
  const answer = validAnswer(template, input.answer);
  const judgement = judgeAnswer(template, answer);
  const { row, points } = await ctx.db.transaction(async (tx) => {
    const inserted = await insertSubmission(tx, {
      userId,
      templateId: template.id,
      challengeDate: day.today,
      tier: template.tier,
      subtype: template.subtype,
      answer,
      verdict: judgement.verdict,
      feedback: judgement.feedback,
      aiFeedback: null,
      timeSpentS: Math.min(input.timeSpentS, CHALLENGE_TIME_MAX_S),
      createdAt: day.now,
    });
    // Another request of the same member won the day between the check above and here.
    if (!inserted) throw conflict("challenge_already_submitted", challengeMessages.alreadyDone);
    const awarded = await awardPoints(tx, {
      userId,
      source: "challenge",
      kind: "challenge_completed",
      amount: CHALLENGE_POINTS,
      sourceId: inserted.id,
      dedupeKey: `challenge:${userId}:${day.today}`,
      createdAt: day.now,
    });
    await recordStudy(tx, userId, ["challenges_done"], day.now, { study: true, challenge: true });
    return { row: inserted, points: awarded };
  });
  return { ...(await todayDto(ctx, day, row)), pointsAwarded: points };
}

function matchesSearch(entry: JournalEntryDto, q: string): boolean {
  const needle = q.toLowerCase();
  const haystack = [entry.title, ...entry.fields.map((field) => field.value), entry.followUp ?? ""];
  return haystack.some((value) => value.toLowerCase().includes(needle));
}

/** GET /api/challenges/journal — the member's entries newest first, stats over all of them and the tab counts. */
export async function getJournal(ctx: ActorContext, query: JournalQuery): Promise<JournalDto> {
  const userId = ctx.actor.userId;
  const [rows, timeZone] = await Promise.all([listSubmissions(ctx.db, userId), findTimeZone(ctx.db, userId)]);
  const today = localDateOf(ctx.clock.now(), timeZone);
  const all = rows.map(presentEntry);
  const tierTotal = (entries: JournalEntryDto[], tier: JournalEntryDto["tier"]) =>
    entries.filter((entry) => entry.tier === tier).length;
  const seconds = all.reduce((sum, entry) => sum + entry.timeSpentS, 0);

  const q = query.q?.trim();
  const filtered = all.filter(
    (entry) =>
      (!query.subtype || entry.subtype === query.subtype) &&
      (!query.from || entry.date >= query.from) &&
      (!query.to || entry.date <= query.to) &&
      (!q || matchesSearch(entry, q)),
  );
  return {
    entries: query.tier ? filtered.filter((entry) => entry.tier === query.tier) : filtered,
    stats: {
      entries: all.length,
      quick: tierTotal(all, "quick"),
      core: tierTotal(all, "core"),
      advance: tierTotal(all, "advance"),
      minutes: Math.floor(seconds / 60),
      streak: streakOf(
        all.map((entry) => entry.date),
        today,
      ),
    },
    tierCounts: {
      all: filtered.length,
      quick: tierTotal(filtered, "quick"),
      core: tierTotal(filtered, "core"),
      advance: tierTotal(filtered, "advance"),
    },
  };
}

/** PUT /api/challenges/journal/:id/follow-up — the owner's note (empty clears it); someone else's entry is a 404. */
export async function saveFollowUp(ctx: ActorContext, id: string, note: string): Promise<JournalEntryDto> {
  if (!isUuid(id)) throw notFound("journal entry");
  const row = await updateFollowUp(ctx.db, ctx.actor.userId, id, note === "" ? null : note, ctx.clock.now());
  if (!row) throw notFound("journal entry");
  return presentEntry(row);
}
