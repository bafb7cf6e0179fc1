import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * Every failure leaves the server in one shape: { error: { code, message, details? } }.
 * Services throw these factories; app.onError renders them.
 */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export type ErrorBody = { error: { code: string; message: string; details?: unknown } };

export const badRequest = (code: string, message: string, details?: unknown) =>
  new AppError(400, code, message, details);
export const validationFailed = (message: string, details?: unknown) =>
  new AppError(400, "validation_failed", message, details);
export const unauthorized = () => new AppError(401, "unauthorized", "Please sign in to continue.");
export const forbidden = (message = "You don't have permission to do that.") =>
  new AppError(403, "forbidden", message);
/**
 * 402 plan_required (screens §1.2): the feature's plan-gate message and the plans that include it,
 * so the client can show the upgrade prompt. Built by server/http/require-feature.ts.
 */
export const paymentRequired = (message: string, details: { feature: string; plans: readonly string[] }) =>
  new AppError(402, "plan_required", message, details);
export const notFound = (what: string) => new AppError(404, "not_found", `That ${what} was not found.`);
export const conflict = (code: string, message: string) => new AppError(409, code, message);
export const tooManyRequests = (code: string, message: string, details?: unknown) =>
  new AppError(429, code, message, details);
export const internalError = () =>
  new AppError(500, "internal_error", "Something went wrong on our side. Please try again.");

export function errorBody(error: AppError): ErrorBody {
  return {
    error: {
      code: error.code,
      message: error.message,
      ...(error.details === undefined ? {} : { details: error.details }),
    },
  };
}
