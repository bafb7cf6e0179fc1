/**
 * The moderation contract (ai.md §1.7, screens §4.3, data model `content_reports`): members report public items;
 * staff (admins and moderators) work one queue at /admin/moderation of items held as pending by the automatic check
 * and items with open reports. Three open reports from different members hide an item until staff decide. Each
 * subject type (flashcard decks now; chat messages, room messages, profiles, images and prophecy signals as their
 * features arrive) plugs into the same store and queue.
 */
import { z } from "zod";
import { text } from "./text";

/** The data model's `report_subject` values, in its order. */
export const reportSubjects = [
  "chat_message",
  "room_message",
  "profile",
  "flashcard_deck",
  "bible_image",
  "prophecy_signal",
  "research_note",
] as const;
export type ReportSubject = (typeof reportSubjects)[number];

/** The subject types a member can report today (the others arrive with their features). */
export const reportableSubjects = [
  "flashcard_deck",
  "research_note",
  "prophecy_signal",
  "bible_image",
  "chat_message",
  "room_message",
] as const satisfies readonly ReportSubject[];
export type ReportableSubject = (typeof reportableSubjects)[number];

export const reportSubjectLabels: Record<ReportSubject, string> = {
  chat_message: "Chat message",
  room_message: "Live-room message",
  profile: "Member profile",
  flashcard_deck: "Flashcard deck",
  bible_image: "Bible image",
  prophecy_signal: "Prophecy signal",
  research_note: "Research note",
};

export const reportReasons = ["spam", "offensive", "false_teaching", "personal_data", "other"] as const;
export type ReportReason = (typeof reportReasons)[number];
export const reportReasonLabels: Record<ReportReason, string> = {
  spam: "Spam or advertising",
  offensive: "Offensive or inappropriate",
  false_teaching: "Misrepresents Scripture",
  personal_data: "Shares someone's personal details",
  other: "Something else",
};

export const MODERATION_LIMITS = {
  detailsMax: 1000,
  /** ai.md §1.7: an item with this many open reports is hidden until staff decide. */
  hideAtOpenReports: 3,
  /** Queue page size. */
  pageSize: 50,
  /** New reports one member may send in an hour (repeats of an earlier report don't count). */
  reportsPerHour: 20,
} as const;

/** POST /api/reports */
export const reportInput = z.strictObject({
  subjectType: z.enum(reportableSubjects),
  subjectId: z.uuid("That item doesn't exist."),
  reason: z.enum(reportReasons, "Choose a reason."),
  details: text()
    .trim()
    .max(MODERATION_LIMITS.detailsMax, `Keep the details to ${MODERATION_LIMITS.detailsMax} characters.`)
    .default(""),
});
export type ReportInput = z.input<typeof reportInput>;

/** The answer to a report. `alreadyReported` when this member had reported the item before (nothing new stored). */
export interface ReportResultDto {
  alreadyReported: boolean;
}

export const reportThanksMessage = "Thanks — our moderators will take a look.";
export const alreadyReportedMessage = "You've already reported this. Our moderators will take a look.";
/** 422 `cannot_report_own`. */
export const cannotReportOwnMessage = "You can't report something you shared yourself.";
/** 429 `too_many_reports`. */
export const tooManyReportsMessage = "You've sent a lot of reports in the last hour. Please try again later.";

// ---------- the staff queue ----------

/** Why an item is in the queue: held by the automatic check, reported by members, or both. */
export type QueueReason = "pending" | "reported";

export const queueFilters = ["all", "pending", "reported"] as const;
export type QueueFilter = (typeof queueFilters)[number];

/** GET /api/admin/moderation?filter=&cursor= */
export const moderationQueueQuery = z.strictObject({
  filter: z.enum(queueFilters).default("all"),
  cursor: z.string().max(200).optional(),
});

export interface QueueReportDto {
  id: string;
  /** The reporter's public profile fields only; null when their account is gone. */
  reporter: { displayName: string } | null;
  reason: ReportReason;
  details: string;
  createdAt: string;
}

export interface QueueItemDto {
  subjectType: ReportSubject;
  subjectId: string;
  /** What staff read before deciding: a title and the item's text (a deck's description and cards), inline. */
  title: string;
  text: string;
  /** An image item's picture, shown inline (a same-origin URL staff may open whatever the item's state). */
  imageUrl: string | null;
  /**
   * The author's public profile fields only; null when their account is gone. `userId` is given for community items
   * (chat and room messages), whose authors staff may mute from the queue.
   */
  author: { displayName: string; userId?: string } | null;
  reasons: QueueReason[];
  /** The item's visibility now: visible to members, waiting (pending), or hidden (by staff or by reports). */
  visibility: "visible" | "pending" | "hidden";
  openReports: QueueReportDto[];
  /** When the item entered the queue (its oldest open report, or when it was held). */
  queuedAt: string;
}

export interface ModerationQueueDto {
  items: QueueItemDto[];
  /** Counts over the whole queue, for the filter tabs and the admin tab's badge. */
  counts: { all: number; pending: number; reported: number };
  nextCursor: string | null;
}

/**
 * POST /api/admin/moderation/{subjectType}/{subjectId}/{action}. approve: visible, open reports dismissed; hide:
 * hidden, open reports actioned; delete: removed for good, open reports actioned; dismiss: open reports dismissed and
 * an item hidden only by reports shown again. Every action is written to the audit log.
 */
export const moderationActions = ["approve", "hide", "delete", "dismiss"] as const;
export type ModerationAction = (typeof moderationActions)[number];

export const moderationActionParams = z.strictObject({
  subjectType: z.enum(reportSubjects),
  subjectId: z.uuid(),
  action: z.enum(moderationActions),
});

export const moderationActionLabels: Record<ModerationAction, string> = {
  approve: "Approve",
  hide: "Hide",
  delete: "Delete",
  dismiss: "Dismiss reports",
};

export interface ModerationActionResultDto {
  subjectType: ReportSubject;
  subjectId: string;
  action: ModerationAction;
  /** The item's visibility after the action; null once deleted. */
  visibility: "visible" | "pending" | "hidden" | null;
}
