import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { flashcardKeys } from "@client/lib/query-keys";

/** GET /api/flashcards/decks: the member's own decks with due today / new / total. */
export const listDecks = () => unwrap(api.flashcards.decks.$get());

export const decksQueryOptions = () => queryOptions({ queryKey: flashcardKeys.decks(), queryFn: listDecks });

/** `enabled: false` while the plan gate is unknown or locked: the server would answer 402. */
export const useDecks = ({ enabled = true } = {}) => useQuery({ ...decksQueryOptions(), enabled });
