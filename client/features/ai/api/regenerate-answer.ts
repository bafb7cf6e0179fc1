import { postSse } from "../lib/post-sse";

/**
 * POST /api/ai/threads/:id/regenerate: Regenerate or Retry the thread's last answer, streamed like a question
 * (counts as one, ai.md §1.3); `offline` asks the offline study engine instead (never counted).
 */
export const regenerateAnswer = (threadId: string, offline: boolean, signal: AbortSignal) =>
  postSse(`/ai/threads/${encodeURIComponent(threadId)}/regenerate`, { offline }, signal);
