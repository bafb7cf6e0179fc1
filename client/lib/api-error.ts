/** An error answered by our API, carrying the server's code and human message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const networkErrorMessage = "We couldn't reach the server. Check your connection and try again.";
