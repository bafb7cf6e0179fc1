import { apiRequest } from "@client/lib/api-client";

/** POST /api/ai/messages/:id/stop: the server stops the answer and saves what was written as "Stopped". */
export const stopAnswer = (messageId: string) =>
  apiRequest<unknown>(`/ai/messages/${encodeURIComponent(messageId)}/stop`, "POST", {});
