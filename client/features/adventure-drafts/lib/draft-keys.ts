/** The admin drafts' TanStack Query keys: the list (drafts, canDraft, rooms) and the drafting status. */
export const draftKeys = {
  all: ["adventure-drafts"] as const,
  list: () => [...draftKeys.all, "list"] as const,
  status: () => [...draftKeys.all, "status"] as const,
};
