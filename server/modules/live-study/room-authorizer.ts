// Who may follow `room:{id}` (screens.md §8.3): signed-in members pass the shared policy; the hub then asks here,
// and only the room's current members (joined before and not removed) are allowed.
import type { SubscriptionRefusal } from "@common/policies/realtime";
import type { Db } from "@server/db/client";
import { isUuid } from "@server/http/uuid";
import { findMember } from "./live-study.queries";

export async function roomTopicRefusal(
  db: Db,
  actor: { userId: string },
  roomId: string,
): Promise<SubscriptionRefusal | null> {
  const member = isUuid(roomId) ? await findMember(db, roomId, actor.userId) : undefined;
  if (member && member.removedAt === null) return null;
  return { code: "forbidden", message: "Join the room to follow it." };
}
