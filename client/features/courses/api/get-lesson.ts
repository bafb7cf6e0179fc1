import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TranslationId } from "@common/bible/constants";
import type { CourseIdDto } from "@common/schemas/courses";
import { api, unwrap } from "@client/lib/api-client";
import { courseKeys } from "@client/lib/study-query-keys";

/**
 * GET /api/courses/:courseId/lessons/:lessonNo?translation=: the lesson, its passages in the member's translation,
 * completion and reflection. Opening it records Resume on the server. A closed lesson is a 402 (plan) or a 409
 * course_choice_required (Essential's first choice).
 */
export const getLesson = (courseId: CourseIdDto, lessonNo: number, translation: TranslationId) =>
  unwrap(
    api.courses[":courseId"].lessons[":lessonNo"].$get({
      param: { courseId, lessonNo: String(lessonNo) },
      query: { translation },
    }),
  );

export const lessonQueryOptions = (courseId: CourseIdDto, lessonNo: number, translation: TranslationId) =>
  queryOptions({
    queryKey: courseKeys.lesson(courseId, lessonNo, translation),
    queryFn: () => getLesson(courseId, lessonNo, translation),
    retry: false,
  });

export const useLesson = (
  courseId: CourseIdDto,
  lessonNo: number,
  translation: TranslationId,
  { enabled = true }: { enabled?: boolean } = {},
) => useQuery({ ...lessonQueryOptions(courseId, lessonNo, translation), enabled });
