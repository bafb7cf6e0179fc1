import type { AdminFeedbackDto, FeedbackDto } from "@common/schemas/feedback";
import type { PublicProfileDto } from "@common/schemas/public-profile";
import type { FeedbackRow } from "./feedback.queries";

/** What the member sees of their own item: never the priority flag or who replied. */
export function presentFeedback(row: FeedbackRow): FeedbackDto {
  return {
    id: row.id,
    category: row.category,
    title: row.title,
    details: row.body,
    status: row.status,
    adminReply: row.adminReply,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What admins see: the member's public projection (no e-mail), the priority flag and the technical details. */
export function presentAdminFeedback(row: FeedbackRow, member: PublicProfileDto | null): AdminFeedbackDto {
  return {
    ...presentFeedback(row),
    isPriority: row.isPriority,
    member,
    pageUrl: row.pageUrl,
    userAgent: row.userAgent,
    appVersion: row.appVersion,
  };
}
