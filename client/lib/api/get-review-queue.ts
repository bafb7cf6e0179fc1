import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferRequestType } from "hono/client";
import { api, unwrap } from "@client/lib/api-client";
import { reviewKeys } from "@client/lib/query-keys";

export type ReviewQueueSubject = NonNullable<
  InferRequestType<typeof api.review.queue.$get>["query"]["subject"]
>;

/** GET /api/review/queue?subject=…: one area's due cards (the palace review page, the memory pages). */
export const getReviewQueue = (subject: ReviewQueueSubject) =>
  unwrap(api.review.queue.$get({ query: { subject } }));

export const reviewQueueQueryOptions = (subject: ReviewQueueSubject) =>
  queryOptions({ queryKey: reviewKeys.queue(subject), queryFn: () => getReviewQueue(subject) });

export const useReviewQueue = (subject: ReviewQueueSubject, options: { enabled?: boolean } = {}) =>
  useQuery({ ...reviewQueueQueryOptions(subject), ...options });
