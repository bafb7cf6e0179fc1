import { gameMessages } from "@common/games/messages";
import { InviteFriendButton } from "./invite-friend-button";

/** "Palace Games" / "Learn the palace by playing it." with Invite a Friend (games.md §2.1 item 1). */
export function HubHeader() {
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="font-serif text-3xl font-semibold text-night">{gameMessages.hubTitle}</h1>
        <p className="mt-1 text-stone-600">{gameMessages.hubSubtitle}</p>
      </div>
      <InviteFriendButton />
    </header>
  );
}
