import { queryOptions, useQuery } from "@tanstack/react-query";
import { aiLimits } from "@common/constants/ai";
import type { AiThreadDetailDto } from "@common/schemas/ai";
import { api, unwrap } from "@client/lib/api-client";
import { aiKeys } from "@client/lib/query-keys";

/**
 * GET /api/ai/threads/:id: a thread and its messages; another member's thread is a 404. The id comes from the
 * page's URL (?thread=), and the typed client puts params into the path as given.
 */
export const getThread = (id: string) =>
  unwrap(api.ai.threads[":id"].$get({ param: { id: encodeURIComponent(id) } }));

/** The last message is still being written: a reloaded thread polls until it is finished (ai.md §1.3). */
export const isAnswerInProgress = (detail: AiThreadDetailDto | undefined) =>
  detail?.messages.at(-1)?.status === "streaming";

export const threadQueryOptions = (id: string) =>
  queryOptions({ queryKey: aiKeys.thread(id), queryFn: () => getThread(id) });

/** `poll`: false while this tab is itself streaming the answer (it has the text already). */
export const useThread = (id: string | null, { poll = true } = {}) =>
  useQuery({
    ...threadQueryOptions(id ?? ""),
    enabled: id !== null,
    refetchInterval: (query) =>
      poll && isAnswerInProgress(query.state.data) ? aiLimits.inProgressPollMs : false,
  });
