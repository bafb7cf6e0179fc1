import { aiErrorMessages } from "@common/constants/ai";
import { ApiError, networkErrorMessage, unwrap } from "@client/lib/api-client";
import { readSse } from "./read-sse";

/** The code the client gives a question the browser couldn't send because it is offline (ai.md §1.8). */
export const browserOfflineCode = "browser_offline";

/**
 * POSTs JSON to an answer route and returns its frames (read-sse.ts). A refusal before the stream starts (401,
 * 402, 422, 429 …) throws an ApiError carrying our error body's code, message and details — never the transport's
 * words; a browser that is offline gets §1.8's "You're offline. Your question wasn't sent."
 */
export async function postSse(path: string, body: unknown, signal: AbortSignal) {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    if (!navigator.onLine) throw new ApiError(0, browserOfflineCode, aiErrorMessages.browser_offline);
    throw new ApiError(0, "network_error", networkErrorMessage);
  }
  if (!response.ok || !response.body) await unwrap(Promise.resolve(response));
  return readSse(response.body as ReadableStream<Uint8Array>);
}
