import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { flashcardKeys } from "@client/lib/query-keys";

/** GET /api/flashcards/decks/:deckId: one deck with its cards (the member's own, or a public deck to preview). */
export const getDeck = (deckId: string) =>
  unwrap(api.flashcards.decks[":deckId"].$get({ param: { deckId: encodeURIComponent(deckId) } }));

export const deckQueryOptions = (deckId: string) =>
  queryOptions({ queryKey: flashcardKeys.deck(deckId), queryFn: () => getDeck(deckId) });

export const useDeck = (deckId: string, { enabled = true } = {}) =>
  useQuery({ ...deckQueryOptions(deckId), enabled });
