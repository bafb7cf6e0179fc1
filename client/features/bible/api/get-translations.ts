import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { bibleKeys } from "@client/lib/query-keys";

/** GET /api/bible/translations: the six public-domain translations (the server preloads it for the reader). */
export const getTranslations = () => unwrap(api.bible.translations.$get());

export const translationsQueryOptions = () =>
  queryOptions({ queryKey: bibleKeys.translations(), queryFn: getTranslations, staleTime: Infinity });

export const useTranslations = () => useQuery(translationsQueryOptions());
