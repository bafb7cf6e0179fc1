import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { feedbackKeys } from "../lib/feedback-keys";

/** GET /api/feedback/mine — the member's own items, newest first, with status and the admin's reply. */
export const getMyFeedback = () => unwrap(api.feedback.mine.$get());

export const myFeedbackQueryOptions = () =>
  queryOptions({ queryKey: feedbackKeys.mine(), queryFn: getMyFeedback });

export const useMyFeedback = () => useQuery(myFeedbackQueryOptions());
