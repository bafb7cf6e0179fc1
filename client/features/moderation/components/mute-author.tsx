import { VolumeX } from "lucide-react";
import { useId, useState } from "react";
import { type MuteDuration, muteDurationLabels, muteDurations } from "@common/schemas/mutes";
import { Button } from "@client/components/ui/button";
import { useMuteMember } from "@client/lib/api/mute-member";
import { ApiError } from "@client/lib/api-client";
import { toast } from "@client/lib/toast";

/**
 * "Mute author" on a community item (screens §4.3): staff pick 1 hour, 24 hours or 7 days; the member then sees
 * "You can't post until {time}" in place of their composers. The item itself stays in the queue for its own decision.
 */
export function MuteAuthor({ userId, displayName }: { userId: string; displayName: string }) {
  const [duration, setDuration] = useState<MuteDuration>("24h");
  const mute = useMuteMember();
  const selectId = useId();
  const submit = () =>
    mute.mutate(
      { userId, duration },
      {
        onSuccess: () => toast.success(`${displayName} is muted for ${muteDurationLabels[duration]}.`),
        onError: (error) =>
          toast.error(error instanceof ApiError ? error.message : "Couldn't mute the author. Try again."),
      },
    );
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={selectId} className="text-sm text-stone-700">
        Mute author for
      </label>
      <select
        id={selectId}
        value={duration}
        onChange={(event) => setDuration(event.target.value as MuteDuration)}
        className="h-8 rounded-md border border-stone-300 bg-white px-2 text-sm"
      >
        {muteDurations.map((option) => (
          <option key={option} value={option}>
            {muteDurationLabels[option]}
          </option>
        ))}
      </select>
      <Button variant="outline" size="sm" busy={mute.isPending} onClick={submit}>
        <VolumeX className="size-4" aria-hidden="true" />
        Mute author
      </Button>
    </div>
  );
}
