import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { certificateKeys, courseKeys, trainingKeys } from "@client/lib/study-query-keys";

/**
 * PATCH /api/certificates/:certificateId { isPublic } — the only change a member may make to a certificate. Shared:
 * the certificates page and a course's celebration panel both share (making it public first).
 */
export const setCertificateVisibility = ({
  certificateId,
  isPublic,
}: {
  certificateId: string;
  isPublic: boolean;
}) => unwrap(api.certificates[":certificateId"].$patch({ param: { certificateId }, json: { isPublic } }));

export function useSetCertificateVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCertificateVisibility,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: certificateKeys.all });
      void queryClient.invalidateQueries({ queryKey: courseKeys.all });
      void queryClient.invalidateQueries({ queryKey: trainingKeys.all });
    },
  });
}
