import {
  type ModerationAction,
  type QueueFilter,
  queueFilters,
  type QueueItemDto,
} from "@common/schemas/moderation";

/** The filter tab in the address (`?filter=reported`); anything else is All. */
export function queueFilterOf(value: string | null): QueueFilter {
  return queueFilters.find((filter) => filter === value) ?? "all";
}

export const queueFilterLabels: Record<QueueFilter, string> = {
  all: "All",
  pending: "Pending",
  reported: "Reported",
};

/** What an empty tab says. */
export const emptyQueueMessages: Record<QueueFilter, string> = {
  all: "Nothing waiting for review.",
  pending: "No items are held for review right now.",
  reported: "No open reports right now.",
};

/** Why the item is here, as badges: "Waiting for review" (held by the automatic check), "Reported ×3". */
export function reasonBadges(item: Pick<QueueItemDto, "reasons" | "openReports">): string[] {
  const badges: string[] = [];
  if (item.reasons.includes("pending")) badges.push("Waiting for review");
  if (item.reasons.includes("reported"))
    badges.push(`Reported ×${item.openReports.length.toLocaleString("en-US")}`);
  return badges;
}

export const visibilityLabels: Record<QueueItemDto["visibility"], string> = {
  visible: "Visible",
  pending: "Waiting",
  hidden: "Hidden",
};

/** An action's button while it runs. */
export const actionPendingLabels: Record<ModerationAction, string> = {
  approve: "Approving…",
  hide: "Hiding…",
  delete: "Deleting…",
  dismiss: "Dismissing…",
};

/** The toast once the server has done it. */
export function actionDoneMessage(action: ModerationAction, title: string): string {
  switch (action) {
    case "approve":
      return `Approved “${title}”. Members can see it.`;
    case "hide":
      return `Hid “${title}” from other members.`;
    case "delete":
      return `Deleted “${title}”.`;
    case "dismiss":
      return `Dismissed the reports on “${title}”.`;
  }
}

/** Text longer than this is shown folded, with "Show all". */
export const foldAfterChars = 400;
export const foldAfterLines = 6;

/** Whether an item's text is long enough to fold, and its first part when folded. */
export function foldText(text: string): { long: boolean; preview: string } {
  const lines = text.split("\n");
  const long = text.length > foldAfterChars || lines.length > foldAfterLines;
  if (!long) return { long, preview: text };
  const byLines = lines.slice(0, foldAfterLines).join("\n");
  const cut = byLines.length > foldAfterChars ? byLines.slice(0, foldAfterChars) : byLines;
  // End on a word, not inside one.
  const space = cut.lastIndexOf(" ");
  const preview = space > foldAfterChars * 0.6 ? cut.slice(0, space) : cut;
  return { long, preview: `${preview.trimEnd()}…` };
}

/**
 * How long ago, in the browser's language ("3 minutes ago", "yesterday"); "just now" under a minute, and a future
 * time (a clock a little ahead of ours) as "just now" too.
 */
export function timeAgo(at: string, now: Date, locale?: string): string {
  const seconds = Math.round((now.getTime() - new Date(at).getTime()) / 1000);
  if (seconds < 60) return "just now";
  const format = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return format.format(-minutes, "minute");
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return format.format(-hours, "hour");
  const days = Math.floor(hours / 24);
  if (days < 30) return format.format(-days, "day");
  const months = Math.floor(days / 30);
  if (months < 12) return format.format(-months, "month");
  return format.format(-Math.floor(days / 365), "year");
}
