import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { authClient } from "./auth-client";
import { rememberedEmail } from "./storage";

/** The current session: `isPending` while the cookie is being checked. */
export function useSession() {
  return authClient.useSession();
}

/**
 * Signs out this device, or every device with `everywhere`, and lands on / (spec §2). An
 * explicit sign-out also forgets the remembered e-mail (spec §4) and every cached query.
 * We leave the page first: a protected page that saw the session vanish would otherwise
 * send the member to /auth instead.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (options: { everywhere?: boolean } = {}) => {
      rememberedEmail.clear();
      await navigate("/", { replace: true });
      try {
        if (options.everywhere) await authClient.revokeSessions();
        await authClient.signOut();
      } finally {
        queryClient.clear();
      }
    },
    [queryClient, navigate],
  );
}
