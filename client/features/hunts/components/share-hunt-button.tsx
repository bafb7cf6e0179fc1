import { Share2 } from "lucide-react";
import { Button } from "@client/components/ui/button";
import { toast } from "@client/lib/toast";
import { huntShareUrl } from "@client/features/hunts/lib/hunt-format";

/**
 * Share (games.md §4.20): the device's share sheet when it has one, else the link
 * `{origin}/treasure-hunt/{id}?ref={code}` alone copied to the clipboard (a friend pastes a link, not a paragraph)
 * with the toast the rest of the app uses.
 */
export function ShareHuntButton({
  huntId,
  title,
  referralCode,
}: {
  huntId: string;
  title: string;
  referralCode: string | null;
}) {
  const onClick = async () => {
    const url = huntShareUrl(window.location.origin, huntId, referralCode);
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text: `Join me on the treasure hunt "${title}"`, url });
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
    <Button variant="outline" size="sm" aria-label={`Share: ${title}`} onClick={() => void onClick()}>
      <Share2 className="size-4" aria-hidden="true" />
      Share
    </Button>
  );
}
