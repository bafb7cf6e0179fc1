import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdventureDraftListDto } from "@common/schemas/adventure-drafts";
import { apiRequest } from "@client/lib/api-client";
import { draftKeys } from "../lib/draft-keys";

/**
 * GET /api/admin/adventure-drafts (games.md §4.20, §4.21 "AI adds"): the drafts, pending first (newest first), then
 * the most recently reviewed, with whether a model answers and the palace rooms. Admins only: anyone else gets 403.
 */
export const getAdventureDrafts = () => apiRequest<AdventureDraftListDto>("/admin/adventure-drafts");

export const adventureDraftsQueryOptions = () =>
  queryOptions({ queryKey: draftKeys.list(), queryFn: getAdventureDrafts, staleTime: 0 });

export const useAdventureDrafts = () => useQuery(adventureDraftsQueryOptions());
