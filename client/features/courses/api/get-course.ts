import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CourseIdDto } from "@common/schemas/courses";
import { api, unwrap } from "@client/lib/api-client";
import { courseKeys } from "@client/lib/study-query-keys";

/** GET /api/courses/:courseId: the navigator (sections with ✓), progress, Up next, tracks and the certificate. */
export const getCourse = (courseId: CourseIdDto) =>
  unwrap(api.courses[":courseId"].$get({ param: { courseId } }));

export const courseQueryOptions = (courseId: CourseIdDto) =>
  queryOptions({ queryKey: courseKeys.course(courseId), queryFn: () => getCourse(courseId) });

/** Progress made in another tab shows on the next load or window focus (§7.0 Realtime). */
export const useCourse = (courseId: CourseIdDto) =>
  useQuery({ ...courseQueryOptions(courseId), refetchOnWindowFocus: true });
