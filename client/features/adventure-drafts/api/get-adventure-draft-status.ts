import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdventureDraftStatusDto } from "@common/schemas/adventure-drafts";
import { apiRequest } from "@client/lib/api-client";
import { draftKeys } from "../lib/draft-keys";

/** GET /api/admin/adventure-drafts/status → `{canDraft}`: whether a model answers now (admins only). */
export const getAdventureDraftStatus = () =>
  apiRequest<AdventureDraftStatusDto>("/admin/adventure-drafts/status");

export const adventureDraftStatusQueryOptions = () =>
  queryOptions({ queryKey: draftKeys.status(), queryFn: getAdventureDraftStatus, staleTime: 0 });

export const useAdventureDraftStatus = () => useQuery(adventureDraftStatusQueryOptions());
