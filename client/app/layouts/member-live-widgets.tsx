// The signed-in member's live pieces of the top bar, in one lazily loaded chunk: the notifications bell (screens
// §1.4) and the achievement toast listener (§3.10, renders nothing). Together they cost a cold page one script, not
// two (the reader's cold load has a script budget).
import { AchievementListener } from "@client/features/achievements/components/achievement-listener";
import { NotificationBell } from "@client/features/notifications/components/notification-bell";

export function MemberLiveWidgets() {
  return (
    <>
      <NotificationBell />
      <AchievementListener />
    </>
  );
}
