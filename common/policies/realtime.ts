import { onlineCountTopic } from "../constants/presence";
import { CHANNEL_ID_PATTERN } from "../schemas/community";

/** Who opens a realtime subscription: a signed-in member, or `null` for a visitor. */
export type RealtimeActor = { userId: string } | null;

export type SubscriptionRefusal = {
  code: "unauthorized" | "forbidden" | "topic_unavailable" | "unknown_topic";
  message: string;
};

/**
 * Topic families the product documents name but whose features are not built yet. They are
 * refused with their own message (rather than "unknown") so a client bug and a missing feature
 * read differently; each feature moves its family into `subscriptionRefusal` when it lands.
 */
const plannedFamilies = new Set<string>([]);

/** Why `actor` may not subscribe to `topic`, or `null` when they may. */
export function subscriptionRefusal(actor: RealtimeActor, topic: string): SubscriptionRefusal | null {
  if (topic === onlineCountTopic) return null; // an aggregate, public like the landing pill
  const colon = topic.indexOf(":");
  const family = colon === -1 ? topic : topic.slice(0, colon);
  const id = colon === -1 ? "" : topic.slice(colon + 1);
  if (family === "user" && id !== "") {
    if (!actor) return { code: "unauthorized", message: "Please sign in to continue." };
    return actor.userId === id
      ? null
      : { code: "forbidden", message: "You can only follow your own updates." };
  }
  // A Chain Chess match (games.md §4.14): signed-in members only here; the hub then asks the chess module
  // whether this member plays in the match or may join it (that needs the database).
  if (family === "game" && id !== "") {
    return actor ? null : { code: "unauthorized", message: "Please sign in to continue." };
  }
  // Community chat (screens.md §8.1): every plan reads it (community.read), so any signed-in member may follow any
  // channel's events; a visitor may not. An id that can't be a channel is no topic.
  if (family === "chat" && id !== "") {
    if (!actor) return { code: "unauthorized", message: "Please sign in to continue." };
    return CHANNEL_ID_PATTERN.test(id) ? null : { code: "unknown_topic", message: "There is no such topic." };
  }
  // Live study (screens.md §8.2–§8.3): the lobby is for every signed-in member; a room's topic for signed-in members
  // here, and the hub then asks the live-study module whether this member belongs to the room (that needs the
  // database).
  if (family === "lobby" && id === "") {
    return actor ? null : { code: "unauthorized", message: "Please sign in to continue." };
  }
  if (family === "room" && id !== "") {
    return actor ? null : { code: "unauthorized", message: "Please sign in to continue." };
  }
  if (plannedFamilies.has(family)) {
    return { code: "topic_unavailable", message: "Live updates for this topic are not available yet." };
  }
  return { code: "unknown_topic", message: "There is no such topic." };
}

/** The realtime hub's authorization check (conventions §7): the same rule for every subscription. */
export function canSubscribe(actor: RealtimeActor, topic: string): boolean {
  return subscriptionRefusal(actor, topic) === null;
}
