// Alerts (ai.md §3.6): when a signal is published, every active watch topic of other members is matched against it —
// a category in common, or a keyword as a whole word in the title or summary (case-insensitive), or a passage in the
// same chapter as one of the signal's — and each topic that matches gets one in-app notification per signal (the
// matches table is unique per topic and signal, so publishing again never alerts twice). At most 20 alerts per member
// per UTC day; beyond that one "and N more" notification, updated as more arrive. No model is involved, so alerts work
// offline. Private analyses are never published, so they never alert.
import { parseReference } from "@common/bible/reference";
import { PROPHECY_LIMITS, signalLink } from "@common/schemas/prophecy";
import type { Db } from "@server/db/client";
import {
  findOwnKindSince,
  insertNotifications,
  type NotificationRow,
  updateNotification,
} from "@server/modules/notifications/notifications.queries";
import {
  activeTopicsExcept,
  countMatchesSince,
  insertMatches,
  lockMembers,
  markMatchesNotified,
  type SignalRow,
  type TopicRow,
  updateSignal,
} from "./prophecy.queries";

export const alertKind = "prophecy_alert";
export const moreAlertsKind = "prophecy_alert_more";

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Whether `keyword` occurs in `text` as a whole word (not inside a longer word), ignoring case. */
export function containsWholeWord(text: string, keyword: string): boolean {
  const word = keyword.trim();
  if (!word) return false;
  return new RegExp(`(?<![\\p{L}\\p{N}_])${escapeRegExp(word)}(?![\\p{L}\\p{N}_])`, "iu").test(text);
}

type Chapter = { book: string; chapter: number };

function chaptersOf(reference: string): Chapter[] {
  const parsed = parseReference(reference);
  if (!parsed) return [];
  const chapters: Chapter[] = [];
  for (const range of parsed.ranges) {
    if (range.start.book !== range.end.book) {
      chapters.push({ book: range.start.book, chapter: range.start.chapter });
      chapters.push({ book: range.end.book, chapter: range.end.chapter });
      continue;
    }
    for (
      let chapter = range.start.chapter;
      chapter <= range.end.chapter && chapters.length < 200;
      chapter += 1
    )
      chapters.push({ book: range.start.book, chapter });
  }
  return chapters;
}

/** Whether two references touch the same chapter of the same book ("Daniel 7" and "Daniel 7:25" do). */
export function sameChapter(a: string, b: string): boolean {
  const left = chaptersOf(a);
  if (left.length === 0) return false;
  const right = new Set(chaptersOf(b).map((each) => `${each.book}.${each.chapter}`));
  return left.some((each) => right.has(`${each.book}.${each.chapter}`));
}

export function topicMatchesSignal(
  topic: Pick<TopicRow, "categories" | "keywords" | "passages">,
  signal: Pick<SignalRow, "category" | "title" | "summary" | "passages">,
): boolean {
  if (topic.categories.includes(signal.category)) return true;
  const words = `${signal.title}\n${signal.summary}`;
  if (topic.keywords.some((keyword) => containsWholeWord(words, keyword))) return true;
  return topic.passages.some((mine) => signal.passages.some((theirs) => sameChapter(mine, theirs)));
}

const utcDayStart = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

const moreTitle = (count: number) =>
  `And ${count} more new ${count === 1 ? "signal" : "signals"} for your watch topics today`;

/**
 * Creates the alerts for a signal that was just published, in the caller's transaction. Returns the notifications
 * created or refreshed, for delivery once the transaction has committed.
 */
export async function createAlerts(tx: Db, signal: SignalRow, now: Date): Promise<NotificationRow[]> {
  const topics = (await activeTopicsExcept(tx, signal.createdBy)).filter((topic) =>
    topicMatchesSignal(topic, signal),
  );
  if (topics.length === 0) return [];
  const userIds = [...new Set(topics.map((topic) => topic.userId))];
  await lockMembers(tx, userIds);
  const inserted = await insertMatches(
    tx,
    topics.map((topic) => ({
      topicId: topic.id,
      signalId: signal.id,
      userId: topic.userId,
      notified: false,
      createdAt: now,
    })),
  );
  const newTopicIds = new Set(inserted.map((match) => match.topicId));
  const dayStart = utcDayStart(now);
  const delivered: NotificationRow[] = [];
  for (const userId of userIds) {
    const theirs = topics
      .filter((topic) => topic.userId === userId && newTopicIds.has(topic.id))
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    if (theirs.length === 0) continue;
    const today = await countMatchesSince(tx, userId, dayStart);
    const room = Math.max(0, PROPHECY_LIMITS.alertsPerDay - today.notified);
    const alerted = theirs.slice(0, room);
    const over = theirs.length - alerted.length;
    await markMatchesNotified(
      tx,
      alerted.map((topic) => ({ topicId: topic.id, signalId: signal.id })),
    );
    delivered.push(
      ...(await insertNotifications(
        tx,
        alerted.map((topic) => ({
          userId,
          kind: alertKind,
          title: `New signal for "${topic.name}"`,
          body: signal.title,
          link: signalLink(signal.id),
          createdAt: now,
        })),
      )),
    );
    if (over === 0) continue;
    // today.skipped counted this signal's new matches too (inserted as not notified): those alerted now leave it.
    const skipped = today.skipped - alerted.length;
    const existing = await findOwnKindSince(tx, userId, moreAlertsKind, dayStart);
    const values = {
      title: moreTitle(skipped),
      body: "Open Prophecy Watch to see every signal your topics matched.",
    };
    if (existing) {
      const refreshed = await updateNotification(tx, existing.id, {
        ...values,
        readAt: null,
        createdAt: now,
      });
      if (refreshed) delivered.push(refreshed);
    } else {
      delivered.push(
        ...(await insertNotifications(tx, [
          { userId, kind: moreAlertsKind, ...values, link: "/prophecy-watch?tab=alerts", createdAt: now },
        ])),
      );
    }
  }
  return delivered;
}

/**
 * Publishes a signal in the caller's transaction: public, its first publication time kept, and the alerts created.
 * Returns the notifications to deliver after commit.
 */
export async function publishSignal(
  tx: Db,
  signal: SignalRow,
  now: Date,
): Promise<{ signal: SignalRow; notifications: NotificationRow[] }> {
  const published = await updateSignal(tx, signal.id, {
    visibility: "public",
    publishedAt: signal.publishedAt ?? now,
    heldAt: null,
    updatedAt: now,
  });
  return { signal: published, notifications: await createAlerts(tx, published, now) };
}
