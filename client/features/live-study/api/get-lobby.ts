import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { liveStudyKeys } from "@client/features/live-study/lib/live-study-keys";

/** GET /api/live-study/rooms — the lobby: open public rooms and the member's own, with who is present now. */
export const getLobby = () => unwrap(api["live-study"].rooms.$get());

export const lobbyQueryOptions = () => queryOptions({ queryKey: liveStudyKeys.lobby(), queryFn: getLobby });

export const useLobby = () => useQuery(lobbyQueryOptions());
