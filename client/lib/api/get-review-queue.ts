import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferRequestType } from "hono/client";
import { api, unwrap } from "@client/lib/api-client";
import { reviewKeys } from "@client/lib/query-keys";

export type ReviewQueueSubject = NonNullable<
  InferRequestType<typeof api.review.queue.$get>["query"]["subject"]
>;

/**
 * GET /api/review/queue?subject=…: one area's due cards (the palace review page, the memory pages), or with "all"
 * the shared queue of every area (Spiritual Training's Review tab).
 */
export const getReviewQueue = (subject: ReviewQueueSubject | "all") =>
  unwrap(api.review.queue.$get({ query: subject === "all" ? {} : { subject } }));

export const reviewQueueQueryOptions = (subject: ReviewQueueSubject | "all") =>
  queryOptions({ queryKey: reviewKeys.queue(subject), queryFn: () => getReviewQueue(subject) });

export const useReviewQueue = (subject: ReviewQueueSubject | "all", options: { enabled?: boolean } = {}) =>
  useQuery({ ...reviewQueueQueryOptions(subject), ...options });
