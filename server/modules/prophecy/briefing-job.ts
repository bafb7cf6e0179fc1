// The optional weekly theme briefing (ai.md §3.6): with PROPHECY_BRIEFING_CRON set and a model answering (model or
// fake mode; never offline), each scheduled slot produces one theme briefing (the categories take turns), checked by
// moderation and published to the feed, which creates the watch-topic alerts. The slot is claimed in the database
// first, so two server instances (or two runs) never both publish one. A briefing uses no current events at all.
import { Cron } from "croner";
import { prophecyCategories, type ProphecyCategory } from "@common/schemas/prophecy";
import type { Clock } from "@server/clock";
import type { Db } from "@server/db/client";
import type { Logger } from "@server/logger";
import { type AiRuntime, currentSource } from "@server/modules/ai/ai.runtime";
import { removeInventedLinks } from "@server/modules/ai/answer-text";
import { jsonSchemaOf } from "@server/modules/ai-study/structured";
import { aiTemperature } from "@common/constants/ai";
import { deliverNotifications, type NotificationDelivery } from "@server/modules/notifications/delivery";
import { publishSignal } from "./matching";
import { prophecyAnswer, prophecyMessages, prophecySchemaName } from "./prophecy.prompts";
import { claimBriefingSlot, finishBriefingSlot, insertSignal, updateSignal } from "./prophecy.queries";
import { moderateSignalText, signalText } from "./signal-moderation";
import { AppError } from "@server/http/errors";

export type BriefingDeps = {
  db: Db;
  runtime: AiRuntime;
  clock: Clock;
  logger?: Logger;
  cron: string | undefined;
  delivery: NotificationDelivery;
};

export type BriefingOutcome =
  "off" | "offline" | "not_due" | "claimed_elsewhere" | "published" | "pending" | "blocked" | "failed";

/** A slot older than this is not published late (a server that was down all week starts with the next one). */
const lateLimitMs = 24 * 60 * 60 * 1000;
const weekMs = 7 * 24 * 60 * 60 * 1000;

/** The latest scheduled time at or before `now`, when it is recent enough to publish. */
export function dueSlot(cron: string, now: Date): Date | null {
  const schedule = new Cron(cron, { paused: true, timezone: "UTC" });
  const [previous] = schedule.previousRuns(1, new Date(now.getTime() + 1));
  if (!previous) return null;
  return now.getTime() - previous.getTime() <= lateLimitMs ? previous : null;
}

/** The categories take turns week by week. */
export function briefingCategory(slot: Date): ProphecyCategory {
  const index = Math.floor(slot.getTime() / weekMs) % prophecyCategories.length;
  return prophecyCategories[index] ?? "spiritual_trends";
}

/** One run of the job: publishes the briefing of the current slot once, whichever instance gets there first. */
export async function runProphecyBriefing(deps: BriefingDeps): Promise<BriefingOutcome> {
  if (!deps.cron) return "off";
  const now = deps.clock.now();
  const provider = deps.runtime.provider;
  if (!provider || currentSource(deps.runtime, now) === "offline") return "offline";
  const slot = dueSlot(deps.cron, now);
  if (!slot) return "not_due";
  if (!(await claimBriefingSlot(deps.db, slot, now))) return "claimed_elsewhere";

  const category = briefingCategory(slot);
  const finish = async (outcome: BriefingOutcome, signalId: string | null = null) => {
    await finishBriefingSlot(deps.db, slot, { signalId, outcome });
    deps.logger?.info({ slot: slot.toISOString(), category, outcome }, "prophecy weekly briefing");
    return outcome;
  };

  let answer;
  try {
    const { json } = await provider.completeJson({
      messages: prophecyMessages({ kind: "theme", category, scope: "worldwide" }),
      temperature: aiTemperature.structured,
      maxOutputTokens: Math.min(2500, deps.runtime.config.maxOutputTokens),
      signal: AbortSignal.timeout(deps.runtime.config.totalTimeoutMs),
      schemaName: prophecySchemaName,
      jsonSchema: jsonSchemaOf(prophecyAnswer),
    });
    answer = prophecyAnswer.parse(json);
  } catch (error) {
    deps.logger?.warn(
      { err: error instanceof Error ? error.name : "unknown" },
      "prophecy briefing not written",
    );
    return finish("failed");
  }
  // A briefing has no member input: every link in it is invented.
  const strip = (value: string) => removeInventedLinks(value, []).trim() || value;
  const created = deps.clock.now();
  const signal = await insertSignal(deps.db, {
    createdBy: null,
    kind: "theme_briefing",
    title: strip(answer.title).slice(0, 100),
    summary: strip(answer.summary).slice(0, 600),
    category,
    scope: "worldwide",
    sections: {
      what_was_reported: strip(answer.sections.what_was_reported),
      prophetic_setting: strip(answer.sections.prophetic_setting),
      what_this_is_not: strip(answer.sections.what_this_is_not),
      watch_and_pray: strip(answer.sections.watch_and_pray),
    },
    passages: answer.passages,
    sourceTitle: null,
    sourceUrl: null,
    reportText: null,
    source: provider.source,
    notices: [],
    visibility: "private",
    createdAt: created,
    updatedAt: created,
  });
  let verdict: "approved" | "pending";
  try {
    verdict = await moderateSignalText(deps.runtime, signalText(signal), created);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    await updateSignal(deps.db, signal.id, { visibility: "hidden", updatedAt: created });
    return finish("blocked", signal.id);
  }
  if (verdict === "pending") {
    await updateSignal(deps.db, signal.id, { visibility: "pending", heldAt: created, updatedAt: created });
    return finish("pending", signal.id);
  }
  const published = await deps.db.transaction((tx) => publishSignal(tx, signal, created));
  await deliverNotifications(deps.delivery, published.notifications);
  return finish("published", signal.id);
}
