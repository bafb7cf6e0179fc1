import { useMutation } from "@tanstack/react-query";
import type { DeleteAccountInput } from "@common/schemas/profile";
import { api, unwrap } from "@client/lib/api-client";

export const deleteAccount = (input: DeleteAccountInput) => unwrap(api.profile.me.$delete({ json: input }));

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
