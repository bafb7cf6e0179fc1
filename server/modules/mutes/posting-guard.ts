// The rules every community posting endpoint shares (screens.md §8 intro): a muted member cannot post (§4.3), and a
// member sends at most 5 messages per 10 seconds — community chat and live-room chat counted together. Call inside
// the posting transaction after locking the member's profile row, so two posts at once can't both pass the count.
import { COMMUNITY_LIMITS, communityErrorCodes, communityMessages } from "@common/schemas/community";
import type { Db } from "@server/db/client";
import { chatMessages, studyRoomMessages } from "@server/db/schema";
import { AppError, tooManyRequests } from "@server/http/errors";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import { findActiveMute } from "./mutes.queries";

/** The mute end as the error message states it (the client shows its own local time from `details.mutedUntil`). */
function formatMuteEnd(until: Date): string {
  const formatted = new Intl.DateTimeFormat("en-GB", {
    timeZone: "UTC",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(until);
  return `${formatted} UTC`;
}

/** 403 `muted` with "You can't post until {time}". */
export async function assertNotMuted(db: Db, userId: string, now: Date): Promise<void> {
  const mute = await findActiveMute(db, userId, now);
  if (!mute) return;
  throw new AppError(
    403,
    communityErrorCodes.muted,
    communityMessages.mutedUntil(formatMuteEnd(mute.until)),
    {
      mutedUntil: mute.until.toISOString(),
    },
  );
}

/** The member's post times since `since`, newest first, over community chat and live-room chat lines. */
async function recentPostTimes(db: Db, authorId: string, since: Date, limit: number): Promise<Date[]> {
  const chat = db
    .select({ createdAt: chatMessages.createdAt })
    .from(chatMessages)
    .where(and(eq(chatMessages.authorId, authorId), gt(chatMessages.createdAt, since)));
  const rooms = db
    .select({ createdAt: studyRoomMessages.createdAt })
    .from(studyRoomMessages)
    .where(
      and(
        eq(studyRoomMessages.authorId, authorId),
        eq(studyRoomMessages.kind, "message"),
        gt(studyRoomMessages.createdAt, since),
      ),
    );
  const rows = await chat
    .unionAll(rooms)
    .orderBy(desc(sql`created_at`))
    .limit(limit);
  return rows.map((row) => new Date(row.createdAt));
}

/** 429 `rate_limited` with "Slow down — you can send again in {s}s." once 5 posts fall in the last 10 seconds. */
export async function assertPostingRate(tx: Db, userId: string, now: Date): Promise<void> {
  const windowMs = COMMUNITY_LIMITS.rateWindowSeconds * 1000;
  const limit = COMMUNITY_LIMITS.rateMessages;
  const times = await recentPostTimes(tx, userId, new Date(now.getTime() - windowMs), limit);
  const oldest = times[limit - 1];
  if (!oldest) return;
  // The window frees up when the oldest of those posts leaves it.
  const retryAfterSeconds = Math.max(1, Math.ceil((oldest.getTime() + windowMs - now.getTime()) / 1000));
  throw tooManyRequests(communityErrorCodes.rateLimited, communityMessages.slowDown(retryAfterSeconds), {
    retryAfterSeconds,
  });
}
