import { aiLimits, aiText } from "@common/constants/ai";
import type { AiQuotaDto, AiStatusDto } from "@common/schemas/ai";

const planWord = { free: "free", essential: "Essential", premium: "Premium" } as const;

/**
 * The questions-left chip (ai.md §1.5): "2 of 3 questions left today" on daily plans; premium-like plans see
 * "20 questions left this hour" only from 80 questions used in the hour (null: hidden); offline it is unlimited.
 */
export function quotaChipText(quota: AiQuotaDto | undefined, mode: AiStatusDto["mode"] | undefined) {
  if (mode === "offline") return aiText.offlineChip;
  if (!quota) return null;
  if (quota.window === "day") return `${quota.remaining} of ${quota.limit} questions left today`;
  if (quota.used < aiLimits.hourlyChipFromUsed) return null;
  return `${quota.remaining} ${quota.remaining === 1 ? "question" : "questions"} left this hour`;
}

/** "4 h 12 min", "12 min", "2 h": the time until `to`, rounded up to the minute (at least 1 min). */
export function durationUntil(to: Date, now: Date) {
  const minutes = Math.max(1, Math.ceil((to.getTime() - now.getTime()) / 60_000));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** "1:00 AM": a moment as a clock time in the browser's zone and language (tests pass both). */
export const clockTime = (at: Date, locale?: string, timeZone?: string) =>
  new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone }).format(at);

/**
 * The limit card's words (ai.md §1.5), from the quota the server sent: the daily card names the plan and the
 * local reset time with a countdown; the hourly card asks the member to wait about so many minutes.
 */
export function limitCardText(quota: AiQuotaDto, now: Date, locale?: string, timeZone?: string) {
  const resetsAt = new Date(quota.resetsAt);
  if (quota.window === "hour") {
    const minutes = Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 60_000));
    return {
      title: "You've reached the hourly limit",
      text: `You've asked ${quota.limit} questions in the last hour. To keep the service fair for everyone, please wait about ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
    };
  }
  return {
    title: aiText.limitTitle,
    text: `You've used all ${quota.limit} of today's ${planWord[quota.plan]} questions. New questions unlock at ${clockTime(resetsAt, locale, timeZone)} (in ${durationUntil(resetsAt, now)}).`,
  };
}

/** The member can't ask the model now: no questions left in the window (offline answers are still possible). */
export const atLimit = (quota: AiQuotaDto | undefined, mode: AiStatusDto["mode"] | undefined) =>
  mode !== "offline" && quota !== undefined && quota.remaining === 0;
