import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { VerifyStudentCodeInput, VerifyStudentCodeResult } from "@common/schemas/student";
import { api, unwrap } from "@client/lib/api-client";

/** POST /api/student/verify: the right code makes the member a student for one year. */
export const verifyStudentCode = (input: VerifyStudentCodeInput): Promise<VerifyStudentCodeResult> =>
  unwrap(api.student.verify.$post({ json: input }));

export const useVerifyStudentCode = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyStudentCode,
    // The plan changed: every query that shows access (profile, pricing, dashboard) must re-read it.
    onSuccess: () => queryClient.invalidateQueries(),
  });
};
