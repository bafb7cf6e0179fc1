import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateProfileInput } from "@common/schemas/profile";
import { api, unwrap } from "@client/lib/api-client";
import { refreshSession } from "@client/lib/session";
import { profileKeys } from "@client/lib/query-keys";

export const updateProfile = (input: UpdateProfileInput) => unwrap(api.profile.me.$patch({ json: input }));

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileKeys.me(), profile);
      // The session payload carries the name too; refresh it so the whole app agrees.
      await refreshSession();
    },
  });
}
