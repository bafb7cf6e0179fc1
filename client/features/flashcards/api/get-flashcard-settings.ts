import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { flashcardKeys } from "@client/lib/query-keys";

/** GET /api/flashcards/settings: desired retention and new cards per deck per day. */
export const getFlashcardSettings = () => unwrap(api.flashcards.settings.$get());

export const flashcardSettingsQueryOptions = () =>
  queryOptions({ queryKey: flashcardKeys.settings(), queryFn: getFlashcardSettings });

export const useFlashcardSettings = ({ enabled = true } = {}) =>
  useQuery({ ...flashcardSettingsQueryOptions(), enabled });
