/**
 * Feedback (screens.md §3.9) and its admin panel (§4.2 Feedback tab): the member's form, their own items with the
 * status and the admin's reply, and the admin's list, filters and update. The spec's messages are here once and
 * used by both the form and the server.
 */
import { z } from "zod";
import type { PublicProfileDto } from "./public-profile";
import { text } from "./text";

export const FEEDBACK_CATEGORIES = ["bug", "feature", "improvement", "other"] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

export const FEEDBACK_STATUSES = ["received", "reviewed", "planned", "done", "declined"] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export const FEEDBACK_CATEGORY_LABELS: Record<FeedbackCategory, string> = {
  bug: "Bug report",
  feature: "Feature request",
  improvement: "Improvement",
  other: "Other",
};

export const FEEDBACK_STATUS_LABELS: Record<FeedbackStatus, string> = {
  received: "Received",
  reviewed: "Reviewed",
  planned: "Planned",
  done: "Done",
  declined: "Declined",
};

export const FEEDBACK_LIMITS = {
  titleMin: 3,
  titleMax: 200,
  detailsMin: 10,
  detailsMax: 5_000,
  replyMax: 5_000,
  pageUrlMax: 2_000,
  userAgentMax: 500,
  appVersionMax: 50,
  /** The admin list's page size (§4.2 "Tables page 50 rows at a time"). */
  adminPage: 50,
} as const;

export const feedbackMessages = {
  titleShort: "Title must be at least 3 characters",
  titleLong: "Title must be 200 characters or fewer",
  detailsShort: "Details must be at least 10 characters",
  detailsLong: "Details must be 5,000 characters or fewer",
  sent: "Thanks — your feedback was sent.",
  sendFailed: "We couldn't send your feedback — try again.",
  replyLong: "Keep the reply to 5,000 characters or fewer.",
  nothingToChange: "Choose a status or write a reply.",
} as const;

/** Page, browser and app version — sent only when the member leaves "Include technical details" ticked. */
export const feedbackTechnicalInput = z.strictObject({
  pageUrl: text().trim().max(FEEDBACK_LIMITS.pageUrlMax).optional(),
  userAgent: text().trim().max(FEEDBACK_LIMITS.userAgentMax).optional(),
  appVersion: text().trim().max(FEEDBACK_LIMITS.appVersionMax).optional(),
});

/** POST /api/feedback. The first failing rule's message is the one shown (screens §1.8). */
export const createFeedbackInput = z.strictObject({
  category: z.enum(FEEDBACK_CATEGORIES, { error: "Choose a category." }).default("feature"),
  title: text({ error: feedbackMessages.titleShort })
    .trim()
    .min(FEEDBACK_LIMITS.titleMin, feedbackMessages.titleShort)
    .max(FEEDBACK_LIMITS.titleMax, feedbackMessages.titleLong),
  details: text({ error: feedbackMessages.detailsShort })
    .trim()
    .min(FEEDBACK_LIMITS.detailsMin, feedbackMessages.detailsShort)
    .max(FEEDBACK_LIMITS.detailsMax, feedbackMessages.detailsLong),
  technical: feedbackTechnicalInput.optional(),
});
export type CreateFeedbackInput = z.input<typeof createFeedbackInput>;
export type CreateFeedback = z.output<typeof createFeedbackInput>;

/** GET /api/admin/feedback — filters and the page (50 a page). */
export const adminFeedbackQuery = z.strictObject({
  category: z.enum(FEEDBACK_CATEGORIES).optional(),
  status: z.enum(FEEDBACK_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminFeedbackQuery = z.output<typeof adminFeedbackQuery>;

export const feedbackIdParam = z.strictObject({ id: z.uuid() });

/** PATCH /api/admin/feedback/:id — a new status, a reply (an empty reply clears it), or both. */
export const updateFeedbackInput = z
  .strictObject({
    status: z.enum(FEEDBACK_STATUSES).optional(),
    reply: text().trim().max(FEEDBACK_LIMITS.replyMax, feedbackMessages.replyLong).optional(),
  })
  .refine((value) => value.status !== undefined || value.reply !== undefined, {
    error: feedbackMessages.nothingToChange,
  });
export type UpdateFeedbackInput = z.output<typeof updateFeedbackInput>;

/** One of the member's own items (GET /api/feedback/mine, POST /api/feedback). */
export type FeedbackDto = {
  id: string;
  category: FeedbackCategory;
  title: string;
  details: string;
  status: FeedbackStatus;
  adminReply: string | null;
  createdAt: string;
  updatedAt: string;
};

/** An item as admins see it: who sent it (public projection; null once the account is gone), priority, technical details. */
export type AdminFeedbackDto = FeedbackDto & {
  isPriority: boolean;
  member: PublicProfileDto | null;
  pageUrl: string | null;
  userAgent: string | null;
  appVersion: string | null;
};

export type AdminFeedbackPageDto = {
  items: AdminFeedbackDto[];
  page: number;
  pageSize: number;
  total: number;
};
