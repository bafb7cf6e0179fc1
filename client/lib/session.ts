import { useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { queryClient } from "./query-client";
import { setFlash } from "./flash";
import { rememberedEmail } from "./storage";

/**
 * The session as the app shell needs it. Read with plain fetch rather than better-auth's client
 * so every page's first paint does not carry the auth library (its client loads with the
 * sign-in and profile pages only). The cookie itself is httpOnly; this is just its description.
 */
export type CurrentSession = {
  session: { id: string; token: string; userId: string; expiresAt: string };
  user: {
    id: string;
    name: string;
    email: string;
    emailVerified: boolean;
    twoFactorEnabled?: boolean | null;
  };
};

export const sessionQueryKey = ["session"] as const;

async function fetchSession(): Promise<CurrentSession | null> {
  const response = await fetch("/api/auth/get-session", {
    credentials: "same-origin",
    headers: { accept: "application/json" },
  });
  if (!response.ok) throw new Error(`Session check failed (${response.status})`);
  return (await response.json()) as CurrentSession | null;
}

/** The current session: `isPending` while the cookie is being checked, then the session or null. */
export function useSession(): { data: CurrentSession | null; isPending: boolean } {
  const query = useQuery({
    queryKey: sessionQueryKey,
    queryFn: fetchSession,
    staleTime: 60_000,
    retry: 2,
    networkMode: "always",
  });
  // A check that failed for good counts as signed out; protected pages then ask to sign in.
  return { data: query.data ?? null, isPending: query.isPending && query.fetchStatus !== "idle" };
}

/** Re-reads the session after the auth library changed it (sign-in, two-factor, profile edits). */
export async function refreshSession(): Promise<void> {
  await queryClient.fetchQuery({ queryKey: sessionQueryKey, queryFn: fetchSession, staleTime: 0 });
}

async function postAuth(path: string): Promise<void> {
  await fetch(`/api/auth/${path}`, {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
}

/**
 * Signs out this device, or every device with `everywhere`, and lands on / (spec §2). An
 * explicit sign-out also forgets the remembered e-mail (spec §4). The landing is a full page
 * load: nothing of the member's data stays in memory, and no page that was showing it can
 * react to the vanished session first (a protected page would send the member to /auth).
 * `flash` is shown as a toast after the load.
 */
export function useSignOut() {
  return useCallback(async (options: { everywhere?: boolean; flash?: string } = {}) => {
    rememberedEmail.clear();
    try {
      if (options.everywhere) await postAuth("revoke-sessions");
      await postAuth("sign-out");
    } catch {
      // Offline or the server is down: the member still leaves; the cookie expires on its own.
    }
    if (options.flash) setFlash(options.flash);
    window.location.assign("/");
  }, []);
}
