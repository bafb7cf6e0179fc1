import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { courseKeys } from "@client/lib/study-query-keys";

/** GET /api/courses/choice: Essential's included family and when it can next change (the profile's Plan tab). */
export const getCourseChoice = () => unwrap(api.courses.choice.$get());

export const courseChoiceQueryOptions = () =>
  queryOptions({ queryKey: courseKeys.choice(), queryFn: getCourseChoice });

export const useCourseChoice = () => useQuery(courseChoiceQueryOptions());
