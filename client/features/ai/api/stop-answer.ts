import { api, unwrap } from "@client/lib/api-client";

/** POST /api/ai/messages/:id/stop: the server stops the answer and saves what was written as "Stopped". */
export const stopAnswer = (messageId: string) =>
  unwrap(api.ai.messages[":id"].stop.$post({ param: { id: encodeURIComponent(messageId) } }));
