import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";

/** GET /api/images/verse?reference=: the KJV text of a card's passage and the suggested icons. */
export const lookupVerse = (reference: string) => unwrap(api.images.verse.$get({ query: { reference } }));

/** Asked on demand (Fill from the KJV), so a mutation: the form takes the answer as its new values. */
export const useLookupVerse = () => useMutation({ mutationFn: lookupVerse });
