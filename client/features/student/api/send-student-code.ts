import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SendStudentCodeInput, StudentStatusDto } from "@common/schemas/student";
import { api, unwrap } from "@client/lib/api-client";
import { studentKeys } from "@client/lib/query-keys";

/** POST /api/student/send-code: mails a 6-digit code to the school address. */
export const sendStudentCode = (input: SendStudentCodeInput): Promise<StudentStatusDto> =>
  unwrap(api.student["send-code"].$post({ json: input }));

export const useSendStudentCode = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendStudentCode,
    onSuccess: (status) => queryClient.setQueryData(studentKeys.status(), status),
  });
};
