import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { criticsKeys } from "@client/lib/query-keys";

/** GET /api/critics: the member's saved analyses, newest first. */
export const listCritics = () => unwrap(api.critics.$get());

export const criticsListQueryOptions = () =>
  queryOptions({ queryKey: criticsKeys.list(), queryFn: listCritics });

/** `enabled: false` while the plan gate is unknown or locked: the server would answer 402. */
export const useCriticsList = ({ enabled = true } = {}) =>
  useQuery({ ...criticsListQueryOptions(), enabled });
