import { Share2 } from "lucide-react";
import { Button } from "@client/components/ui/button";
import { toast } from "@client/lib/toast";
import { escapeShareUrl } from "@client/features/escape/lib/escape-format";

/**
 * Share, as the hunts do (games.md §4.21): the device's share sheet when it has one, else the link
 * `{origin}/escape-room/play/{id}?ref={code}` alone copied to the clipboard (a friend pastes a link, not a paragraph)
 * with the toast the rest of the app uses.
 */
export function ShareRoomButton({
  roomId,
  title,
  referralCode,
}: {
  roomId: string;
  title: string;
  referralCode: string | null;
}) {
  const onClick = async () => {
    const url = escapeShareUrl(window.location.origin, roomId, referralCode);
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text: `Can you escape "${title}"?`, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return;
        // A share() that refuses (not allowed here): fall back to copying.
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Link copied!", { description: "Share link copied to clipboard" });
    } catch {
      toast.error("Couldn't copy the link — your browser blocked the clipboard.");
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={() => void onClick()} data-testid="escape-share">
      <Share2 className="size-4" aria-hidden="true" />
      Share<span className="sr-only">: {title}</span>
    </Button>
  );
}
