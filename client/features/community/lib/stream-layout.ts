import type { ChatMessageDto, ChatViewerDto } from "@common/schemas/community";

/**
 * How the stream is laid out (screens.md §8.1): a line per day, the "New messages" divider at the member's last-read
 * position, and consecutive messages of one author shown as a group (avatar and name once).
 */

/** Messages of one author this close together share one header. */
export const groupWithinMs = 5 * 60_000;

export type StreamItem =
  | { kind: "day"; key: string; label: string }
  | { kind: "divider"; key: string }
  | { kind: "message"; key: string; message: ChatMessageDto; continued: boolean };

function formatter(options: Intl.DateTimeFormatOptions, timeZone: string | undefined, locale?: string) {
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone });
  } catch {
    return new Intl.DateTimeFormat(locale, options);
  }
}

/** "2026-03-10" in the member's time zone: which day a message belongs to. */
export const dayKey = (iso: string, timeZone?: string) =>
  formatter({ year: "numeric", month: "2-digit", day: "2-digit" }, timeZone, "en-CA").format(new Date(iso));

/** "Today", "Yesterday" or "Tuesday, March 10, 2026". */
export function dayLabel(iso: string, now: Date, timeZone?: string, locale?: string): string {
  const day = dayKey(iso, timeZone);
  if (day === dayKey(now.toISOString(), timeZone)) return "Today";
  if (day === dayKey(new Date(now.getTime() - 86_400_000).toISOString(), timeZone)) return "Yesterday";
  return formatter({ dateStyle: "full" }, timeZone, locale).format(new Date(iso));
}

/** A message's time: "3:04 PM" today, "Mar 10, 3:04 PM" this year, with the year before that. */
export function messageTime(iso: string, now: Date, timeZone?: string, locale?: string): string {
  const date = new Date(iso);
  if (dayKey(iso, timeZone) === dayKey(now.toISOString(), timeZone))
    return formatter({ hour: "numeric", minute: "2-digit" }, timeZone, locale).format(date);
  const sameYear = dayKey(iso, timeZone).slice(0, 4) === dayKey(now.toISOString(), timeZone).slice(0, 4);
  return formatter(
    {
      month: "short",
      day: "numeric",
      ...(sameYear ? {} : { year: "numeric" }),
      hour: "numeric",
      minute: "2-digit",
    },
    timeZone,
    locale,
  ).format(date);
}

/** The full date and time, for the time's tooltip and its `dateTime` reading. */
export const fullTime = (iso: string, timeZone?: string, locale?: string) =>
  formatter({ dateStyle: "full", timeStyle: "short" }, timeZone, locale).format(new Date(iso));

/**
 * Where the "New messages" divider goes: before the first message from someone else sent after the member's
 * last-read time. Null when there's nothing new, and for a channel the member never opened (it opens at the newest
 * message: a divider above everything would say nothing).
 */
export function firstUnreadId(
  messages: readonly ChatMessageDto[],
  lastReadAt: string | null,
  viewerId: string | null,
): string | null {
  if (lastReadAt === null) return null;
  const readUntil = Date.parse(lastReadAt);
  const first = messages.find(
    (message) =>
      !message.deleted && message.author?.userId !== viewerId && Date.parse(message.createdAt) > readUntil,
  );
  return first?.id ?? null;
}

/** The stream as rows: day lines, the unread divider before `dividerBeforeId`, messages with their grouping. */
export function layoutStream(
  messages: readonly ChatMessageDto[],
  options: { dividerBeforeId: string | null; now: Date; timeZone?: string; locale?: string },
): StreamItem[] {
  const items: StreamItem[] = [];
  let previous: ChatMessageDto | null = null;
  for (const message of messages) {
    const day = dayKey(message.createdAt, options.timeZone);
    const newDay = previous === null || dayKey(previous.createdAt, options.timeZone) !== day;
    if (newDay)
      items.push({
        kind: "day",
        key: `day-${day}`,
        label: dayLabel(message.createdAt, options.now, options.timeZone, options.locale),
      });
    const divider = message.id === options.dividerBeforeId;
    if (divider) items.push({ kind: "divider", key: "divider" });
    const continued =
      previous !== null &&
      !newDay &&
      !divider &&
      message.replyTo === null &&
      !previous.deleted &&
      !message.deleted &&
      message.author !== null &&
      previous.author?.userId === message.author.userId &&
      Date.parse(message.createdAt) - Date.parse(previous.createdAt) < groupWithinMs;
    items.push({ kind: "message", key: message.id, message, continued });
    previous = message;
  }
  return items;
}

/** Edit is offered only to the author, only until the server's edit deadline, never on a deleted message. */
export function canEditMessage(message: ChatMessageDto, viewer: ChatViewerDto | null, now: number): boolean {
  return (
    viewer !== null &&
    !message.deleted &&
    message.author?.userId === viewer.userId &&
    message.editableUntil !== null &&
    now < Date.parse(message.editableUntil)
  );
}

/** The author deletes their own message; moderators and admins delete anyone's. */
export const canDeleteMessage = (message: ChatMessageDto, viewer: ChatViewerDto | null) =>
  viewer !== null && !message.deleted && (viewer.staff || message.author?.userId === viewer.userId);

/** Moderators and admins pin and unpin. */
export const canPinMessage = (message: ChatMessageDto, viewer: ChatViewerDto | null) =>
  viewer !== null && viewer.staff && !message.deleted;

/** Every member, free ones included, reports others' messages (not their own, not deleted ones). */
export const canReportMessage = (message: ChatMessageDto, viewer: ChatViewerDto | null) =>
  viewer !== null && !message.deleted && message.author?.userId !== viewer.userId;
