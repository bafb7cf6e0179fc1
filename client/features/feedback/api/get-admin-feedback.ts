import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminFeedbackQuery } from "@common/schemas/feedback";
import { api, unwrap } from "@client/lib/api-client";
import { feedbackKeys } from "../lib/feedback-keys";

/** GET /api/admin/feedback — every member's feedback, priority first, then newest; 50 a page. Admins only. */
export const getAdminFeedback = (query: AdminFeedbackQuery) =>
  unwrap(
    api.admin.feedback.$get({
      query: {
        ...(query.category ? { category: query.category } : {}),
        ...(query.status ? { status: query.status } : {}),
        page: String(query.page),
      },
    }),
  );

export const adminFeedbackQueryOptions = (query: AdminFeedbackQuery) =>
  queryOptions({ queryKey: feedbackKeys.adminList(query), queryFn: () => getAdminFeedback(query) });

export const useAdminFeedback = (query: AdminFeedbackQuery) =>
  useQuery({ ...adminFeedbackQueryOptions(query), placeholderData: keepPreviousData });
