import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { JournalQuery } from "@common/schemas/challenges";
import { api, unwrap } from "@client/lib/api-client";
import { challengeKeys } from "@client/features/challenges/lib/challenge-keys";

/** GET /api/challenges/journal — entries newest first under the filters, stats over all, the tier tabs' counts. */
export const getJournal = (filters: JournalQuery) => unwrap(api.challenges.journal.$get({ query: filters }));

export const journalQueryOptions = (filters: JournalQuery) =>
  queryOptions({ queryKey: challengeKeys.journal(filters), queryFn: () => getJournal(filters) });

/** The previous filter's entries stay on screen while the next arrive (no flash of the skeleton per keystroke). */
export const useJournal = (filters: JournalQuery) =>
  useQuery({ ...journalQueryOptions(filters), placeholderData: keepPreviousData });
