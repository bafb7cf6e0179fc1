import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { flashcardKeys } from "@client/lib/query-keys";

/** GET /api/flashcards/decks/:deckId/review: the next card with its intervals, and the new/learning/due counts. */
export const getReviewSession = (deckId: string) =>
  unwrap(api.flashcards.decks[":deckId"].review.$get({ param: { deckId: encodeURIComponent(deckId) } }));

/**
 * Always read fresh when a review opens (staleTime 0, no refetch on focus mid-card): the next card is the server's
 * choice, and a refetch while the answer is shown would swap the card under the member.
 */
export const reviewSessionQueryOptions = (deckId: string) =>
  queryOptions({
    queryKey: flashcardKeys.review(deckId),
    queryFn: () => getReviewSession(deckId),
    refetchOnWindowFocus: false,
  });

export const useReviewSession = (deckId: string) => useQuery(reviewSessionQueryOptions(deckId));
