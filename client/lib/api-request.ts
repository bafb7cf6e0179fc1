import { ApiError, networkErrorMessage } from "./api-error";

/*
 * JSON requests to our API without the typed Hono client: the shell (profile, presence) uses these, so the
 * landing page's JavaScript doesn't carry the client (client/lib/api-client.ts re-exports them for features).
 */

type ErrorShape = { error?: { code?: string; message?: string; details?: unknown } };

/**
 * Turns a response into its JSON body (a 204, e.g. a DELETE, as undefined), or throws an ApiError with the
 * server's message.
 */
export async function unwrap<T>(
  request: Promise<{ ok: boolean; status: number; json(): Promise<T> }>,
): Promise<T> {
  let response;
  try {
    response = await request;
  } catch {
    throw new ApiError(0, "network_error", networkErrorMessage);
  }
  if (response.ok) return response.status === 204 ? (undefined as T) : response.json();
  let body: ErrorShape = {};
  try {
    body = (await response.json()) as ErrorShape;
  } catch {
    // A proxy or crash page instead of our JSON; fall through to a generic message.
  }
  throw new ApiError(
    response.status,
    body.error?.code ?? "http_error",
    body.error?.message ?? "An unexpected error occurred. Please try again.",
    body.error?.details,
  );
}

/**
 * A JSON request to our API typed by a DTO of common/schemas rather than by the typed Hono client: for the code
 * the landing page loads (its JavaScript budget), and for the few reads the server answers with pre-serialised
 * JSON or the browser preloads by URL (a chapter). Same cookies, the body as JSON, errors as ApiError.
 */
export function apiRequest<T>(path: string, method = "GET", body?: unknown): Promise<T> {
  return unwrap<T>(
    fetch(`/api${path}`, {
      method,
      credentials: "same-origin",
      ...(body !== undefined && {
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      }),
    }),
  );
}
