import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";

/** POST /api/bible-rendered/drill: a recall drill over the member's legend, its questions drawn by the server. */
export const startDrill = () => unwrap(api["bible-rendered"].drill.$post());

// Nothing cached changes until the drill is submitted.
export const useStartDrill = () => useMutation({ mutationFn: startDrill });
