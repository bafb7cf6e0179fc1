import { queryOptions, useQuery } from "@tanstack/react-query";
import type { StudentStatusDto } from "@common/schemas/student";
import { api, unwrap } from "@client/lib/api-client";
import { studentKeys } from "@client/lib/query-keys";

/** GET /api/student/status: verified until when, renewal, and the code waiting to be entered. */
export const getStudentStatus = (): Promise<StudentStatusDto> => unwrap(api.student.status.$get());

export const studentStatusQueryOptions = () =>
  queryOptions({ queryKey: studentKeys.status(), queryFn: getStudentStatus });

export const useStudentStatus = () => useQuery(studentStatusQueryOptions());
