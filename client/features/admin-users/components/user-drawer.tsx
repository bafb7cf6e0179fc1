import type { AdminUserDetailDto } from "@common/schemas/admin-users";
import { Button } from "@client/components/ui/button";
import { ConfirmDialog } from "@client/components/ui/confirm-dialog";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@client/components/ui/dialog";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { useSession } from "@client/lib/session";
import { toast } from "@client/lib/toast";
import { useAdminUser } from "../api/get-admin-user";
import { useSignOutEverywhere } from "../api/sign-out-everywhere";
import { describeHistory, formatDateTime, formatDay, planLabels } from "../lib/format";
import { AccessSection } from "./access-section";
import { DrawerSection, Fact } from "./drawer-section";
import { MuteSection } from "./mute-section";
import { RolesSection } from "./roles-section";

const referralStatusLabels = {
  signed_up: "Signed up",
  converted: "Subscribed",
  rewarded: "Rewarded",
} as const;

/** The member drawer (screens §4.2), opened from a row of the users table. */
export function UserDrawer({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  const member = useAdminUser(userId);
  const selfId = useSession().data?.user.id ?? null;
  return (
    <Dialog open={userId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent layout="side" closeLabel="Close member details">
        <DialogHeader>
          <DialogTitle>{member.data?.profile.displayName ?? "Member"}</DialogTitle>
          <DialogDescription className={member.data ? "break-all" : "sr-only"}>
            {member.data ? member.data.profile.email : "Member details"}
          </DialogDescription>
        </DialogHeader>
        {member.isPending && (
          <div className="space-y-3" aria-busy="true" aria-label="Loading member">
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-32 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        )}
        {member.isError && (
          <RetryAlert
            message="Couldn't load this member"
            onRetry={() => member.refetch()}
            busy={member.isFetching}
          />
        )}
        {member.data && <MemberDetail member={member.data} isSelf={member.data.profile.userId === selfId} />}
      </DialogContent>
    </Dialog>
  );
}

function MemberDetail({ member, isSelf }: { member: AdminUserDetailDto; isSelf: boolean }) {
  const { profile } = member;
  return (
    <div className="space-y-4 pb-4">
      <dl>
        <Fact term="Username">@{profile.username}</Fact>
        <Fact term="Plan">{planLabels[member.access.plan]}</Fact>
        <Fact term="Joined">{formatDay(profile.joinedAt)}</Fact>
        <Fact term="Last seen">{profile.lastSeen ? formatDateTime(profile.lastSeen) : "Never"}</Fact>
        <Fact term="Level">
          {profile.level} ({profile.points.toLocaleString()} points)
        </Fact>
        <Fact term="Time zone">{profile.timeZone}</Fact>
        <Fact term="Email verified">{profile.emailVerified ? "Yes" : "No"}</Fact>
        <Fact term="Two-factor">{profile.twoFactorEnabled ? "On" : "Off"}</Fact>
      </dl>

      <AccessSection member={member} />

      <DrawerSection title="Redemptions">
        {member.redemptions.length === 0 ? (
          <p className="text-sm text-stone-600">No codes redeemed.</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {member.redemptions.map((row) => (
              <li key={`${row.code}-${row.redeemedAt}`} className="flex justify-between gap-2">
                <span className="font-mono">{row.code}</span>
                <span className="text-stone-600">{formatDateTime(row.redeemedAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </DrawerSection>

      <DrawerSection title="Referrals">
        <p className="text-sm text-stone-700">
          Referred by: {member.referrals.referredBy?.displayName ?? "nobody"}
        </p>
        {member.referrals.referred.length === 0 ? (
          <p className="text-sm text-stone-600">Hasn't referred anyone.</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {member.referrals.referred.map((row, index) => (
              <li key={row.member?.userId ?? index} className="flex justify-between gap-2">
                <span>{row.member?.displayName ?? "Deleted member"}</span>
                <span className="text-stone-600">
                  {referralStatusLabels[row.status]} · {formatDay(row.joinedAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </DrawerSection>

      <RolesSection member={member} />
      <MuteSection member={member} isSelf={isSelf} />
      <SessionsSection member={member} />

      <DrawerSection title="Admin history">
        {member.history.length === 0 ? (
          <p className="text-sm text-stone-600">No admin actions yet.</p>
        ) : (
          <ol className="space-y-1.5 text-sm">
            {member.history.map((entry) => (
              <li key={entry.id}>
                <p className="text-ink">{describeHistory(entry)}</p>
                <p className="text-xs text-stone-500">
                  {entry.actor?.displayName ?? "Command line"} · {formatDateTime(entry.createdAt)}
                </p>
              </li>
            ))}
          </ol>
        )}
      </DrawerSection>
    </div>
  );
}

function SessionsSection({ member }: { member: AdminUserDetailDto }) {
  const signOut = useSignOutEverywhere();
  const count = member.activeSessions;
  return (
    <DrawerSection title="Sessions">
      <p className="text-sm text-stone-700">
        {count === 0
          ? "Not signed in anywhere."
          : `Signed in on ${count} ${count === 1 ? "device" : "devices"}.`}
      </p>
      <ConfirmDialog
        trigger={
          <Button variant="outline" size="sm" className="text-red-800">
            Sign out everywhere
          </Button>
        }
        title={`Sign ${member.profile.displayName} out everywhere?`}
        description="Every session of this member ends now; they'll need to sign in again on each device."
        confirmLabel="Sign out everywhere"
        pendingLabel="Signing out…"
        destructive
        errorMessage="Couldn't sign the member out — try again."
        onConfirm={async () => {
          const result = await signOut.mutateAsync(member.profile.userId);
          toast.success(
            `Signed out of ${result.signedOut} ${result.signedOut === 1 ? "session" : "sessions"}`,
          );
        }}
      />
    </DrawerSection>
  );
}
