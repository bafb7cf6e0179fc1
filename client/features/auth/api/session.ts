import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { authClient } from "../../../lib/auth-client";
import { rememberedEmail } from "../../../lib/storage";

/** The current session: `isPending` while the cookie is being checked. */
export function useSession() {
  return authClient.useSession();
}

/**
 * Signs out this device, or every device with `everywhere`. An explicit sign-out also forgets
 * the remembered e-mail (spec §4) and every cached query of the member.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useCallback(
    async (options: { everywhere?: boolean } = {}) => {
      try {
        if (options.everywhere) await authClient.revokeSessions();
        await authClient.signOut();
      } finally {
        rememberedEmail.clear();
        queryClient.clear();
      }
    },
    [queryClient],
  );
}
