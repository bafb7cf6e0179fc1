import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { researchKeys } from "@client/lib/query-keys";

/** GET /api/research?q= : the member's reports, pinned first, newest first; `q` searches titles, topics and notes. */
export const listResearchNotes = (q: string) => unwrap(api.research.$get({ query: q ? { q } : {} }));

export const researchNotesQueryOptions = (q: string) =>
  queryOptions({ queryKey: researchKeys.list(q), queryFn: () => listResearchNotes(q) });

/** `enabled: false` while the plan gate is unknown or locked: the server would answer 402. */
export const useResearchNotes = (q: string, { enabled = true } = {}) =>
  useQuery({ ...researchNotesQueryOptions(q), enabled, placeholderData: keepPreviousData });
