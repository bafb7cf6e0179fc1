import { Share2 } from "lucide-react";
import { gameMessages } from "@common/games/messages";
import { Button } from "@client/components/ui/button";
import { share } from "@client/lib/share";

/**
 * Invite a Friend (games.md §2.1 item 1): the device's share sheet, or the text and `{origin}/games` copied to
 * the clipboard with the "Link copied!" toast (the shared helper words it as the landing page does).
 */
export function InviteFriendButton() {
  const onClick = () =>
    void share({
      title: gameMessages.inviteTitle,
      text: gameMessages.inviteText,
      url: `${window.location.origin}/games`,
    });
  return (
    <Button variant="outline" onClick={onClick}>
      <Share2 className="size-4" aria-hidden="true" />
      Invite a Friend
    </Button>
  );
}
