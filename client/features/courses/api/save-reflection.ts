import { useMutation } from "@tanstack/react-query";
import type { CourseIdDto } from "@common/schemas/courses";
import { api, unwrap } from "@client/lib/api-client";

/** PUT /api/courses/:courseId/lessons/:lessonNo/reflection — the autosave (private, ≤ 5,000 characters). */
export const saveReflection = ({
  courseId,
  lessonNo,
  body,
}: {
  courseId: CourseIdDto;
  lessonNo: number;
  body: string;
}) =>
  unwrap(
    api.courses[":courseId"].lessons[":lessonNo"].reflection.$put({
      param: { courseId, lessonNo: String(lessonNo) },
      json: { body },
    }),
  );

export const useSaveReflection = () => useMutation({ mutationFn: saveReflection });
