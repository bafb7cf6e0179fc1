import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { imageKeys } from "@client/lib/query-keys";

/** GET /api/images/options: whether AI image generation is set up (the Generate tab). */
export const getImageOptions = () => unwrap(api.images.options.$get());

export const imageOptionsQueryOptions = () =>
  queryOptions({ queryKey: imageKeys.options(), queryFn: getImageOptions, staleTime: Infinity });

export const useImageOptions = () => useQuery(imageOptionsQueryOptions());
