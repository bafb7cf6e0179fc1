import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { AdminUserDetailDto } from "@common/schemas/admin-users";
import { muteDurationLabels, muteDurations, muteLimits, type MuteDuration } from "@common/schemas/mutes";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { useMuteMember } from "@client/lib/api/mute-member";
import { useUnmuteMember } from "@client/lib/api/unmute-member";
import { ApiError } from "@client/lib/api-client";
import { toast } from "@client/lib/toast";
import { refreshMember } from "../lib/apply-member-change";
import { formatDateTime } from "../lib/format";
import { DrawerSection } from "./drawer-section";

const selectClass =
  "h-9 rounded-md border border-stone-300 bg-white px-3 text-sm text-ink focus:border-night-light focus:outline-none focus:ring-2 focus:ring-night-light/30";

const failed = (failure: unknown, fallback: string) =>
  toast.error(failure instanceof ApiError ? failure.message : fallback);

/**
 * Community mute (screens §4.3): while it runs the member can't post in chat or live rooms. Shows the running mute
 * with Unmute, or Mute for 1 hour, 24 hours or 7 days with an optional reason. Not offered on the admin's own row.
 */
export function MuteSection({ member, isSelf }: { member: AdminUserDetailDto; isSelf: boolean }) {
  const userId = member.profile.userId;
  const queryClient = useQueryClient();
  const mute = useMuteMember();
  const unmute = useUnmuteMember();
  const [duration, setDuration] = useState<MuteDuration>("1h");
  const [reason, setReason] = useState("");
  const id = useId();

  if (isSelf) return null;
  return (
    <DrawerSection title="Community">
      {member.mute ? (
        <div className="space-y-2 text-sm">
          <p role="status">
            Muted until <strong className="font-semibold">{formatDateTime(member.mute.until)}</strong>
            {member.mute.createdBy ? ` by ${member.mute.createdBy.displayName}` : ""}
          </p>
          {member.mute.reason && <p className="text-stone-600">Reason: {member.mute.reason}</p>}
          <Button
            variant="outline"
            size="sm"
            busy={unmute.isPending}
            onClick={() =>
              unmute.mutate(userId, {
                onSuccess: () => {
                  toast.success("Mute lifted");
                  void refreshMember(queryClient, userId);
                },
                onError: (failure) => failed(failure, "Couldn't lift the mute — try again."),
              })
            }
          >
            Unmute
          </Button>
        </div>
      ) : (
        <form
          className="space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            mute.mutate(
              { userId, duration, reason: reason.trim() },
              {
                onSuccess: () => {
                  setReason("");
                  toast.success(`Muted for ${muteDurationLabels[duration]}`);
                  void refreshMember(queryClient, userId);
                },
                onError: (failure) => failed(failure, "Couldn't mute the member — try again."),
              },
            );
          }}
        >
          <p className="text-sm text-stone-600">Not muted: can post in chat and live rooms.</p>
          <div className="flex flex-wrap items-end gap-2">
            <div className="space-y-1">
              <Label htmlFor={`${id}-duration`}>Mute for</Label>
              <select
                id={`${id}-duration`}
                className={selectClass}
                value={duration}
                onChange={(event) => setDuration(event.target.value as MuteDuration)}
              >
                {muteDurations.map((value) => (
                  <option key={value} value={value}>
                    {muteDurationLabels[value]}
                  </option>
                ))}
              </select>
            </div>
            <div className="min-w-40 flex-1 space-y-1">
              <Label htmlFor={`${id}-reason`}>Reason (optional)</Label>
              <Input
                id={`${id}-reason`}
                className="h-9"
                value={reason}
                maxLength={muteLimits.reasonMax}
                onChange={(event) => setReason(event.target.value)}
              />
            </div>
            <Button type="submit" size="sm" busy={mute.isPending}>
              Mute
            </Button>
          </div>
        </form>
      )}
    </DrawerSection>
  );
}
