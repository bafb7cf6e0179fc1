import { Gem } from "lucide-react";
import { Link } from "react-router";
import type { GemJson } from "../api/save-gem";
import { Button } from "@client/components/ui/button";
import { toast } from "@client/lib/toast";
import { useSaveGem } from "../api/save-gem";

/**
 * "Save as gem" (ai.md §3.12): the gem goes to the Gems Room as a draft, where the member can finish and check it;
 * once saved, the button gives way to a link there.
 */
export function SaveGemButton({
  roomId,
  gem,
  gemsRoomHref,
}: {
  /** The room the gem comes from; null for the verse assistant. */
  roomId: string | null;
  gem: GemJson;
  gemsRoomHref: string;
}) {
  const save = useSaveGem();
  if (save.isSuccess)
    return (
      <Link
        to={`${gemsRoomHref}?tab=practice`}
        className="inline-flex h-8 items-center gap-1.5 px-2 text-sm font-medium text-night-light underline underline-offset-2"
      >
        <Gem className="size-4" aria-hidden="true" />
        Saved — open the Gems Room
      </Link>
    );
  return (
    <Button
      variant="ghost"
      size="sm"
      busy={save.isPending}
      onClick={() =>
        save.mutate(
          { roomId, ...gem },
          {
            onSuccess: () => toast.success("Saved to your gems in the Gems Room."),
            onError: (error) => toast.error(error.message || "The gem wasn't saved. Try again."),
          },
        )
      }
    >
      {!save.isPending && <Gem className="size-4" aria-hidden="true" />}
      Save as gem
    </Button>
  );
}
