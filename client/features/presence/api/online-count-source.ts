import { presence } from "@common/constants/presence";
import type { OnlineCountDto } from "@common/schemas/presence";
import { apiRequest } from "@client/lib/api-request";
import { createFailureStreak } from "./failure-streak";

/*
 * What both readers of the online count share: the app's useOnlineCount (TanStack Query, with pushes for
 * members) and the landing page's usePolledOnlineCount (a timer: that script carries no query library).
 */

export const getOnlineCount = () => apiRequest<OnlineCountDto>("/presence/online");

/** This page load's polling failures in a row: the count hides for good after the third. */
export const onlineCountFailures = createFailureStreak(presence.maxConsecutiveFailures);

export type OnlineCount = {
  /** `undefined` until the first answer (show a skeleton). */
  count: number | undefined;
  /** True after 3 failures in a row: hide the count until the page is reloaded. */
  hidden: boolean;
};
