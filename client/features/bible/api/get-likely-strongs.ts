import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { bibleKeys } from "@client/lib/query-keys";

/** GET /api/bible/strongs/likely?book=&word=: the Strong's entries a KJV word most likely stands for in a book. */
export const getLikelyStrongs = (book: string, word: string) =>
  unwrap(api.bible.strongs.likely.$get({ query: { book, word } }));

export const likelyStrongsQueryOptions = (book: string, word: string) =>
  queryOptions({
    queryKey: bibleKeys.likely(book, word),
    queryFn: () => getLikelyStrongs(book, word),
    staleTime: Infinity,
  });

/** Idle until a word is chosen. */
export const useLikelyStrongs = (book: string, word: string | null) =>
  useQuery({ ...likelyStrongsQueryOptions(book, word ?? ""), enabled: word !== null });
