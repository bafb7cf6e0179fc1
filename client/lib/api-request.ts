import { ApiError, networkErrorMessage } from "./api-error";

/*
 * JSON requests to our API without the typed Hono client: the shell (profile, presence) uses these, so the
 * landing page's JavaScript doesn't carry the client (client/lib/api-client.ts re-exports them for features).
 */

type ErrorShape = { error?: { code?: string; message?: string; details?: unknown } };

/** Turns a typed-client response into its JSON body, or throws an ApiError with the server's message. */
export async function unwrap<T>(
  request: Promise<{ ok: boolean; status: number; json(): Promise<T> }>,
): Promise<T> {
  let response;
  try {
    response = await request;
  } catch {
    throw new ApiError(0, "network_error", networkErrorMessage);
  }
  if (response.ok) return response.json();
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
 * A JSON request to our API for features that use the DTOs of common/schemas directly rather than the typed
 * Hono client: same cookies, the body as JSON, errors as ApiError, and a 204 (e.g. DELETE) read as undefined.
 */
export function apiRequest<T>(path: string, method = "GET", body?: unknown): Promise<T> {
  return unwrap<T>(
    fetch(`/api${path}`, {
      method,
      credentials: "same-origin",
      headers: body === undefined ? undefined : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).then((response) =>
      response.status === 204
        ? { ok: true, status: 204, json: () => Promise.resolve(undefined as T) }
        : response,
    ),
  );
}
