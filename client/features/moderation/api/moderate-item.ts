import { type InfiniteData, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  ModerationAction,
  ModerationActionResultDto,
  ModerationQueueDto,
  ReportSubject,
} from "@common/schemas/moderation";
import { apiRequest } from "@client/lib/api-client";
import { flashcardKeys, moderationKeys } from "@client/lib/query-keys";

export type ModerateItemInput = { subjectType: ReportSubject; subjectId: string; action: ModerationAction };

/**
 * POST /api/admin/moderation/:subjectType/:subjectId/:action: approve, hide, delete or dismiss the open reports of one
 * item. The server writes each action to the audit log and answers the item's visibility afterwards.
 */
export const moderateItem = ({ subjectType, subjectId, action }: ModerateItemInput) =>
  apiRequest<ModerationActionResultDto>(
    `/admin/moderation/${encodeURIComponent(subjectType)}/${encodeURIComponent(subjectId)}/${encodeURIComponent(action)}`,
    "POST",
  );

type QueuePages = InfiniteData<ModerationQueueDto, string | null>;

/**
 * On success the item leaves every cached queue at once, then the queue refetches: the server says whether it stays
 * (an item still held after its reports were dismissed) and what the tab counts are now. Public lists elsewhere
 * (flashcard decks) are marked stale, to be read again when next shown.
 */
export function useModerateItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderateItem,
    onSuccess: (_result, input) => {
      queryClient.setQueriesData<QueuePages>({ queryKey: moderationKeys.all }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.filter(
                  (item) => !(item.subjectType === input.subjectType && item.subjectId === input.subjectId),
                ),
              })),
            }
          : data,
      );
      void queryClient.invalidateQueries({ queryKey: flashcardKeys.all, refetchType: "none" });
      void queryClient.invalidateQueries({ queryKey: moderationKeys.all });
    },
  });
}
