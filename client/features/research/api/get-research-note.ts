import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { researchKeys } from "@client/lib/query-keys";

/** GET /api/research/:id : one note with its deep dives (the member's own, or another member's public note). */
export const getResearchNote = (id: string) =>
  unwrap(api.research[":id"].$get({ param: { id: encodeURIComponent(id) } }));

export const researchNoteQueryOptions = (id: string) =>
  queryOptions({ queryKey: researchKeys.note(id), queryFn: () => getResearchNote(id) });

export const useResearchNote = (id: string | null) =>
  useQuery({ ...researchNoteQueryOptions(id ?? ""), enabled: id !== null });
