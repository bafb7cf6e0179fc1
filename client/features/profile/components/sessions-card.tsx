import { Monitor } from "lucide-react";
import { toast } from "@client/lib/toast";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { Spinner } from "@client/components/ui/spinner";
import { useSession, useSignOut } from "@client/lib/session";
import { useRevokeOtherSessions, useRevokeSession, useSessions } from "../api/security";
import { describeDevice } from "./describe-device";

const when = (value: Date | string) =>
  new Date(value).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

export function SessionsCard() {
  const sessions = useSessions();
  const current = useSession();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const signOut = useSignOut();
  const currentToken = current.data?.session.token;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Active sessions</CardTitle>
        <CardDescription>Every browser and device signed in to your account.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {sessions.isPending && <Spinner label="Loading sessions" />}
        {sessions.isError && (
          <Alert tone="destructive">
            <p>Couldn't load your sessions.</p>
            <Button variant="link" className="text-red-900" onClick={() => sessions.refetch()}>
              Try again
            </Button>
          </Alert>
        )}
        {sessions.data && (
          <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200" aria-label="Sessions">
            {sessions.data.map((session) => {
              const isCurrent = session.token === currentToken;
              return (
                <li
                  key={session.id}
                  className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between"
                  data-testid="session-row"
                >
                  <div className="flex items-start gap-3">
                    <Monitor className="mt-0.5 size-5 text-stone-500" aria-hidden="true" />
                    <div className="text-sm">
                      <p className="font-medium text-ink">
                        {describeDevice(session.userAgent)}
                        {isCurrent && (
                          <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs text-emerald-800">
                            This device
                          </span>
                        )}
                      </p>
                      <p className="text-stone-600">
                        {session.ipAddress ? `IP ${session.ipAddress} · ` : ""}Started{" "}
                        {when(session.createdAt)} · Last active {when(session.updatedAt)}
                      </p>
                    </div>
                  </div>
                  {!isCurrent && (
                    <Button
                      variant="outline"
                      size="sm"
                      busy={revoke.isPending && revoke.variables === session.token}
                      onClick={() =>
                        revoke.mutate(session.token, {
                          onSuccess: () => toast.success("That session is signed out."),
                          onError: () => toast.error("We couldn't sign out that session — try again."),
                        })
                      }
                    >
                      Sign out
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            busy={revokeOthers.isPending}
            onClick={() =>
              revokeOthers.mutate(undefined, {
                onSuccess: () => toast.success("Signed out of all other devices."),
                onError: () => toast.error("We couldn't sign out the other devices — try again."),
              })
            }
          >
            Sign out of all other devices
          </Button>
          <Button variant="destructive" onClick={() => signOut({ everywhere: true })}>
            Sign out everywhere
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
