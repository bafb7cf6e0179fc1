import type { QueryClient } from "@tanstack/react-query";
import { flashcardKeys } from "@client/lib/query-keys";

/**
 * What a deck or card write refreshes: every flashcards query (the lists' due/new/total counts, the deck, its
 * review session). One helper so no write forgets the counts on the decks list.
 */
export const invalidateFlashcards = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: flashcardKeys.all });
