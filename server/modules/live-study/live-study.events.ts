// Realtime for live study rooms (screens.md §8.2–§8.3): `lobby` (any signed-in member) and `room:{id}` (the room's
// members). Services collect events while their transaction runs and publish them once it has committed.
import {
  type LobbyEvent,
  lobbyTopic,
  type RoomEvent,
  type RoomMessageDto,
  roomTopic,
} from "@common/schemas/live-study";
import type { Logger } from "@server/logger";
import {
  type Bus,
  maxBusPayloadBytes,
  type RevokeSubscription,
  revokeSubscriptionTopic,
} from "@server/realtime/bus";

type Outgoing = { topic: string; event: LobbyEvent | RoomEvent | RevokeSubscription };

const fits = (topic: string, event: unknown) =>
  Buffer.byteLength(JSON.stringify({ topic, event }), "utf8") <= maxBusPayloadBytes;

/** Events gathered during a transaction, published (in order) after it commits. */
export class RoomEvents {
  private readonly items: Outgoing[] = [];

  room(event: RoomEvent): this {
    this.items.push({ topic: roomTopic(event.roomId), event });
    return this;
  }

  /** Lobby events are published for public rooms only (a private room appears to its members on their next fetch). */
  lobby(event: LobbyEvent, isPublic: boolean): this {
    if (isPublic) this.items.push({ topic: lobbyTopic, event });
    return this;
  }

  /** A new chat line: whole when it fits the bus, else its id (the page fetches the messages). */
  message(message: RoomMessageDto): this {
    const whole: RoomEvent = { type: "message.created", roomId: message.roomId, id: message.id, message };
    return this.room(
      fits(roomTopic(message.roomId), whole)
        ? whole
        : { type: "message.created", roomId: message.roomId, id: message.id },
    );
  }

  /** The notes: the text travels when it fits, else only the version (the page fetches GET …/notes). */
  notes(roomId: string, version: number, by: string, text: string): this {
    const whole: RoomEvent = { type: "notes.changed", roomId, version, by, text };
    return this.room(fits(roomTopic(roomId), whole) ? whole : { type: "notes.changed", roomId, version, by });
  }

  /** A removed member's open subscriptions to the room are dropped on every instance (after the events above). */
  revoke(roomId: string, userId: string): this {
    this.items.push({ topic: revokeSubscriptionTopic, event: { topic: roomTopic(roomId), userId } });
    return this;
  }

  /** Best-effort: a lost event is made good by the page's re-fetch after reconnecting (screens §1.7). */
  async publish(deps: { bus?: Bus; logger?: Logger }): Promise<void> {
    if (!deps.bus) return;
    for (const { topic, event } of this.items) {
      try {
        await deps.bus.publish(topic, event);
      } catch (error) {
        deps.logger?.warn({ err: error, topic }, "live study event not published");
      }
    }
  }
}
