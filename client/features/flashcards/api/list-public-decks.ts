import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { flashcardKeys } from "@client/lib/query-keys";

/** GET /api/flashcards/public?q=&cursor=: approved public decks, a page at a time. */
export const listPublicDecks = (q: string, cursor: string | null) =>
  unwrap(api.flashcards.public.$get({ query: { ...(q && { q }), ...(cursor && { cursor }) } }));

export const publicDecksQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: flashcardKeys.publicDecks(q),
    queryFn: ({ pageParam }) => listPublicDecks(q, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export const usePublicDecks = (q: string, { enabled = true } = {}) =>
  useInfiniteQuery({ ...publicDecksQueryOptions(q), enabled });
