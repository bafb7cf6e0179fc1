import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { palaceKeys } from "@client/lib/query-keys";

/**
 * GET /api/palace: the floors and every room's state for this member. The palace pages show it, and the Bible
 * reader's "Study in the palace" picker reads it too (one request and cache for both).
 */
export const getPalaceHome = () => unwrap(api.palace.$get());

export const palaceHomeQueryOptions = () =>
  queryOptions({ queryKey: palaceKeys.home(), queryFn: getPalaceHome });

export const usePalaceHome = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...palaceHomeQueryOptions(), ...options });
