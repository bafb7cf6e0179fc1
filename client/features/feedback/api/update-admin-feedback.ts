import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminFeedbackPageDto, UpdateFeedbackInput } from "@common/schemas/feedback";
import { api, unwrap } from "@client/lib/api-client";
import { feedbackKeys } from "../lib/feedback-keys";

/** PATCH /api/admin/feedback/:id — a new status and/or reply; the member is notified by the server. */
export const updateAdminFeedback = ({ id, ...json }: UpdateFeedbackInput & { id: string }) =>
  unwrap(api.admin.feedback[":id"].$patch({ param: { id }, json }));

export function useUpdateAdminFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminFeedback,
    onSuccess: (item) => {
      // The row changes in place in every cached page; a status filter may now exclude it, so re-read them too.
      queryClient.setQueriesData<AdminFeedbackPageDto>({ queryKey: feedbackKeys.adminLists() }, (page) =>
        page ? { ...page, items: page.items.map((each) => (each.id === item.id ? item : each)) } : page,
      );
      void queryClient.invalidateQueries({ queryKey: feedbackKeys.adminLists() });
    },
  });
}
