import { ApiError } from "@client/lib/api-client";

/** The server has no such chapter or Strong's entry (404), or the address can't name one (400). */
export const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);
