import { aiErrorMessages, aiLimits } from "@common/constants/ai";
import type { PlanId } from "@common/policies/effective-plan";
import { featureLimit, planForChecks } from "@common/policies/entitlements";
import type { AiQuotaDto } from "@common/schemas/ai";
import type { ActorContext, ServiceContext } from "@server/http/context";
import { AppError } from "@server/http/errors";
import { type ActorAccess, loadActorAccess } from "../access/access.service";
import {
  countCountedSince,
  countInFlight,
  countToolCountedSince,
  dayTotals,
  decrementDay,
  incrementDay,
  insertRequest,
  lockMemberQuota,
  readDay,
  resetDay,
  updateRequest,
} from "./quota.queries";

/*
 * Questions and their limits (ai.md §1.5). The numbers come from the entitlement table's `ai.*` rows: free 3 a day,
 * essential 10 a day, premium-like 100 in a rolling hour; every plan at most 2 requests in flight.
 */

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;
/** An in-flight row older than this is a request a crashed process never finished: it no longer blocks. */
const inFlightStaleMs = 10 * 60 * 1000;
/** ai_busy: how soon to try again. */
const busyRetryAfterSeconds = 5;

export type QuotaPolicy = { plan: PlanId; window: "day" | "hour"; limit: number };

/** The question quota every AI assistant shares (the `ai.*` rows all carry the same one). */
const quotaFeature = "ai.phototheology_gpt";

export function quotaPolicy(actorAccess: ActorAccess): QuotaPolicy {
  const plan = planForChecks(actorAccess.access, { isAdmin: actorAccess.isAdmin });
  const limit = featureLimit(actorAccess.access, quotaFeature, { isAdmin: actorAccess.isAdmin });
  if (limit?.kind !== "quota" || limit.per === "week") {
    throw new Error(`The entitlement table gives ${quotaFeature} no daily or hourly quota on ${plan}`);
  }
  return { plan, window: limit.per, limit: limit.count };
}

/** The UTC day of a moment, as ai_usage_daily keys it ("2026-03-02"). */
export function usageDateOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

function dayStartOf(now: Date): Date {
  return new Date(`${usageDateOf(now)}T00:00:00.000Z`);
}

async function quotaState(ctx: ActorContext, policy: QuotaPolicy): Promise<{ used: number; resetsAt: Date }> {
  const now = ctx.clock.now();
  const userId = ctx.actor.userId;
  if (policy.window === "day") {
    return {
      used: await readDay(ctx.db, userId, usageDateOf(now)),
      resetsAt: new Date(dayStartOf(now).getTime() + dayMs),
    };
  }
  const { used, oldest } = await countCountedSince(ctx.db, userId, new Date(now.getTime() - hourMs));
  return { used, resetsAt: new Date((oldest ?? now).getTime() + hourMs) };
}

function toDto(policy: QuotaPolicy, used: number, resetsAt: Date): AiQuotaDto {
  const shown = Math.min(used, policy.limit);
  return {
    plan: policy.plan,
    window: policy.window,
    limit: policy.limit,
    used: shown,
    remaining: policy.limit - shown,
    resetsAt: resetsAt.toISOString(),
  };
}

/** GET /api/ai/quota, and the object on every meta/done/error frame. */
export async function readQuota(ctx: ActorContext, policy?: QuotaPolicy): Promise<AiQuotaDto> {
  const resolved = policy ?? quotaPolicy(await loadActorAccess(ctx));
  const { used, resetsAt } = await quotaState(ctx, resolved);
  return toDto(resolved, used, resetsAt);
}

/** "4 h 12 min", "12 min" — how long until a moment, rounded up to the minute. */
export function waitText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** A 429 with the numbers (details) and how long to wait (the route sets Retry-After from it). */
export class QuotaRefusal extends AppError {
  constructor(
    code: "ai_daily_limit" | "ai_hourly_limit" | "ai_busy" | "ai_image_limit",
    message: string,
    details: { limit: number; used: number; resetsAt: string },
    readonly retryAfterSeconds: number,
  ) {
    super(429, code, message, details);
  }
}

function limitRefusal(policy: QuotaPolicy, used: number, resetsAt: Date, now: Date): QuotaRefusal {
  const waitMs = Math.max(0, resetsAt.getTime() - now.getTime());
  const details = {
    limit: policy.limit,
    used: Math.min(used, policy.limit),
    resetsAt: resetsAt.toISOString(),
  };
  const retryAfter = Math.max(1, Math.ceil(waitMs / 1000));
  if (policy.window === "day") {
    const planWord = policy.plan === "free" ? "free" : "Essential";
    return new QuotaRefusal(
      "ai_daily_limit",
      `You've used all ${policy.limit} of today's ${planWord} questions. New questions unlock at midnight UTC (in ${waitText(waitMs)}).`,
      details,
      retryAfter,
    );
  }
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return new QuotaRefusal(
    "ai_hourly_limit",
    `You've asked ${policy.limit} questions in the last hour. To keep the service fair for everyone, please wait about ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
    details,
    retryAfter,
  );
}

/** ai.md §1.5: the day's pictures are all made (whatever questions are left); they come back at 00:00 UTC. */
function imageLimitRefusal(cap: number, used: number, now: Date): QuotaRefusal {
  const resetsAt = new Date(dayStartOf(now).getTime() + dayMs);
  const waitMs = Math.max(0, resetsAt.getTime() - now.getTime());
  return new QuotaRefusal(
    "ai_image_limit",
    `You've made all ${cap} of today's AI images. New images unlock at midnight UTC (in ${waitText(waitMs)}).`,
    { limit: cap, used: Math.min(used, cap), resetsAt: resetsAt.toISOString() },
    Math.max(1, Math.ceil(waitMs / 1000)),
  );
}

/** A reserved question: refunded on a provider failure, settled with the request's outcome. */
export type Reservation = { requestId: number; usageDate: string; counted: true };

/**
 * Reserves one question before the model is called (ai.md §1.5), under a per-member lock: the in-flight check,
 * the limit check and the increment happen together, so two requests with one question left → exactly one wins.
 * With `imageCap` (one generated picture, AI_IMAGE_DAILY_CAP on every plan with the image tool) the day's counted
 * requests of the same tool are counted under that lock too, so two pictures asked at once with one left → one.
 * Throws QuotaRefusal (429 ai_busy | ai_image_limit | ai_daily_limit | ai_hourly_limit).
 */
export async function reserveQuestion(
  ctx: ActorContext,
  policy: QuotaPolicy,
  request: { tool: string; source: "model" | "fake"; imageCap?: number },
): Promise<Reservation> {
  const now = ctx.clock.now();
  const userId = ctx.actor.userId;
  const usageDate = usageDateOf(now);
  const outcome = await ctx.db.transaction(
    async (
      tx,
    ): Promise<
      { requestId: number } | { refused: "busy" | "limit" } | { refused: "images"; used: number }
    > => {
      await lockMemberQuota(tx, userId);
      const inFlight = await countInFlight(tx, userId, new Date(now.getTime() - inFlightStaleMs));
      if (inFlight >= aiLimits.inFlightMax) return { refused: "busy" };
      if (request.imageCap !== undefined) {
        const made = await countToolCountedSince(tx, userId, request.tool, dayStartOf(now));
        if (made >= request.imageCap) return { refused: "images", used: made };
      }
      if (policy.window === "day") {
        const counted = policy.limit > 0 ? await incrementDay(tx, userId, usageDate, policy.limit) : null;
        if (counted === null) return { refused: "limit" };
      } else {
        const { used } = await countCountedSince(tx, userId, new Date(now.getTime() - hourMs));
        if (used >= policy.limit) return { refused: "limit" };
        // The day's row counts every question, for the admin view and a reset.
        await incrementDay(tx, userId, usageDate, null);
      }
      const requestId = await insertRequest(tx, {
        userId,
        tool: request.tool,
        source: request.source,
        status: "in_flight",
        counted: true,
        usageDate,
        createdAt: now,
      });
      return { requestId };
    },
  );
  if ("requestId" in outcome) return { requestId: outcome.requestId, usageDate, counted: true };
  if (outcome.refused === "images") throw imageLimitRefusal(request.imageCap ?? 0, outcome.used, now);
  const { used, resetsAt } = await quotaState(ctx, policy);
  if (outcome.refused === "busy") {
    throw new QuotaRefusal(
      "ai_busy",
      aiErrorMessages.ai_busy,
      { limit: policy.limit, used: Math.min(used, policy.limit), resetsAt: resetsAt.toISOString() },
      busyRetryAfterSeconds,
    );
  }
  throw limitRefusal(policy, used, resetsAt, now);
}

export type RequestOutcome = {
  status: "complete" | "stopped" | "interrupted" | "failed" | "refused";
  source?: "model" | "offline" | "fake";
  errorCode?: string | null;
  latencyMs?: number | null;
  tokensIn?: number | null;
  tokensOut?: number | null;
};

/** Gives the question back (provider failure, blocked input, a fixed reply): it was never spent. */
export async function refundQuestion(ctx: ServiceContext, userId: string, reservation: Reservation) {
  await ctx.db.transaction(async (tx) => {
    await updateRequest(tx, reservation.requestId, { counted: false });
    await decrementDay(tx, userId, reservation.usageDate);
  });
}

/** Records how a reserved request ended (metadata only). */
export async function settleRequest(ctx: ServiceContext, reservation: Reservation, outcome: RequestOutcome) {
  await updateRequest(ctx.db, reservation.requestId, {
    status: outcome.status,
    source: outcome.source,
    errorCode: outcome.errorCode ?? null,
    latencyMs: outcome.latencyMs ?? null,
    tokensIn: outcome.tokensIn ?? null,
    tokensOut: outcome.tokensOut ?? null,
  });
}

/** A request that was never counted (offline answers, fixed replies): one row for the admin view. */
export async function recordUncounted(
  ctx: ServiceContext,
  userId: string,
  request: { tool: string } & RequestOutcome & { source: "model" | "offline" | "fake" },
) {
  await insertRequest(ctx.db, {
    userId,
    tool: request.tool,
    source: request.source,
    status: request.status,
    counted: false,
    usageDate: null,
    createdAt: ctx.clock.now(),
    errorCode: request.errorCode ?? null,
    latencyMs: request.latencyMs ?? null,
  });
}

/** Resets a member's day (and with it the rolling hour): admins, or the member in fake mode. */
export async function resetUsage(ctx: ServiceContext, userId: string): Promise<void> {
  const now = ctx.clock.now();
  await resetDay(ctx.db, userId, usageDateOf(now), dayStartOf(now));
}

/** Today's totals for /admin/ai. */
export async function todaysUsage(ctx: ServiceContext) {
  const now = ctx.clock.now();
  return { date: usageDateOf(now), ...(await dayTotals(ctx.db, usageDateOf(now), dayStartOf(now))) };
}
