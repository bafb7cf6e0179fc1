import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { courseKeys } from "@client/lib/study-query-keys";

/** GET /api/courses: every published course with the member's progress and lock, plus Essential's choice. */
export const getCourses = () => unwrap(api.courses.$get());

export const coursesQueryOptions = () => queryOptions({ queryKey: courseKeys.list(), queryFn: getCourses });

export const useCourses = () => useQuery(coursesQueryOptions());
