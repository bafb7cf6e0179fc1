// The feedback queries' keys (screens §3.9, §4.2). Kept in the feature: only the feedback page and the admin panel
// (both this feature's) read them, and client/lib/query-keys.ts must stay small.
import type { AdminFeedbackQuery } from "@common/schemas/feedback";

export const feedbackKeys = {
  all: ["feedback"] as const,
  mine: () => [...feedbackKeys.all, "mine"] as const,
  adminLists: () => [...feedbackKeys.all, "admin"] as const,
  adminList: (query: AdminFeedbackQuery) =>
    [...feedbackKeys.adminLists(), query.category ?? "all", query.status ?? "all", query.page] as const,
};
