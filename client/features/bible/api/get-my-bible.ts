import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { bibleKeys } from "@client/lib/query-keys";

/** GET /api/bible/me: the Bible home's lists (continue reading, recent notes, bookmarks, highlights). */
export const getMyBible = () => unwrap(api.bible.me.$get());

export const myBibleQueryOptions = () => queryOptions({ queryKey: bibleKeys.me(), queryFn: getMyBible });

export const useMyBible = () => useQuery(myBibleQueryOptions());
