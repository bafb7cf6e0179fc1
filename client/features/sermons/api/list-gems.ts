import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { sermonKeys } from "@client/lib/query-keys";

/** GET /api/sermons/gems: the member's gem cards from the Gems Room, for "Add from my gems". */
export const listGems = () => unwrap(api.sermons.gems.$get());

export const gemsQueryOptions = () => queryOptions({ queryKey: sermonKeys.gems(), queryFn: listGems });

export const useGems = ({ enabled = true } = {}) => useQuery({ ...gemsQueryOptions(), enabled });
