import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@client/lib/api-client";
import { authClient } from "@client/lib/auth-client";
import { profileKeys } from "@client/lib/query-keys";

type Failure = {
  code?: string | undefined;
  message?: string | undefined;
  status?: number | undefined;
} | null;

/** better-auth's client answers { data, error }; turn that into a thrown ApiError for TanStack Query. */
async function orThrow<T>(call: Promise<{ data: T | null; error: Failure }>): Promise<T> {
  let result;
  try {
    result = await call;
  } catch {
    throw new ApiError(
      0,
      "network_error",
      "We couldn't reach the server. Check your connection and try again.",
    );
  }
  if (result.error || result.data === null) {
    const failure = result.error ?? {};
    throw new ApiError(
      failure.status ?? 0,
      failure.code ?? "auth_error",
      failure.message ?? "An unexpected error occurred. Please try again.",
    );
  }
  return result.data;
}

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.sessions(), queryFn: () => orThrow(authClient.listSessions()) });

export const useSessions = () => useQuery(sessionsQueryOptions());

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => orThrow(authClient.revokeSession({ token })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.sessions() }),
  });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => orThrow(authClient.revokeOtherSessions()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.sessions() }),
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string; revokeOtherSessions: boolean }) =>
      orThrow(authClient.changePassword(input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.sessions() }),
  });
}

/** Step 1 of turning on two-factor: the password gives back the secret (as a URI) and backup codes. */
export const useStartTwoFactor = () =>
  useMutation({ mutationFn: (password: string) => orThrow(authClient.twoFactor.enable({ password })) });

/** Step 2: a code from the app proves the secret was stored; only then is two-factor on. */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => orThrow(authClient.twoFactor.verifyTotp({ code })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.me() }),
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => orThrow(authClient.twoFactor.disable({ password })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.me() }),
  });
}

export const useRegenerateBackupCodes = () =>
  useMutation({
    mutationFn: (password: string) => orThrow(authClient.twoFactor.generateBackupCodes({ password })),
  });
