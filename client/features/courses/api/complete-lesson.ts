import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CourseIdDto } from "@common/schemas/courses";
import { api, unwrap } from "@client/lib/api-client";
import { certificateKeys, courseKeys } from "@client/lib/study-query-keys";

/** POST /api/courses/:courseId/lessons/:lessonNo/complete — final; the last lesson returns the certificate. */
export const completeLesson = ({ courseId, lessonNo }: { courseId: CourseIdDto; lessonNo: number }) =>
  unwrap(
    api.courses[":courseId"].lessons[":lessonNo"].complete.$post({
      param: { courseId, lessonNo: String(lessonNo) },
    }),
  );

export function useCompleteLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeLesson,
    onSuccess: (result, { courseId }) => {
      void queryClient.invalidateQueries({ queryKey: courseKeys.course(courseId) });
      void queryClient.invalidateQueries({ queryKey: courseKeys.lessons(courseId) });
      void queryClient.invalidateQueries({ queryKey: courseKeys.list() });
      if (result.certificate) void queryClient.invalidateQueries({ queryKey: certificateKeys.all });
    },
  });
}
