import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { prophecyKeys } from "@client/lib/query-keys";

/** GET /api/prophecy/topics: the member's watch topics, each with the signals it matched. */
export const listTopics = () => unwrap(api.prophecy.topics.$get());

export const useTopics = ({ enabled = true } = {}) =>
  useQuery({ queryKey: prophecyKeys.topics(), queryFn: listTopics, enabled });
