// Realtime on `chat:{channelId}` (screens.md §8.1): services publish after their transaction has committed. A
// message travels whole when it fits the bus's payload limit, otherwise as its id (the client fetches it).
import { type ChatEvent, type ChatMessageDto, chatTopic } from "@common/schemas/community";
import type { Logger } from "@server/logger";
import { type Bus, maxBusPayloadBytes } from "@server/realtime/bus";

type MessageEventType = "message.created" | "message.updated" | "message.restored";

const fits = (topic: string, event: ChatEvent) =>
  Buffer.byteLength(JSON.stringify({ topic, event }), "utf8") <= maxBusPayloadBytes;

/** The viewer-neutral event for a message: whole when it fits, else only its id. */
export function messageEvent(type: MessageEventType, message: ChatMessageDto): ChatEvent {
  const neutral: ChatMessageDto = {
    ...message,
    hidden: false,
    reactions: message.reactions.map((reaction) => ({ ...reaction, mine: false })),
  };
  const whole: ChatEvent = { type, channelId: message.channelId, id: message.id, message: neutral };
  return fits(chatTopic(message.channelId), whole)
    ? whole
    : { type, channelId: message.channelId, id: message.id };
}

/** Best-effort: a lost event is made good by the client's re-fetch after reconnecting (screens §1.7). */
export async function publishChat(deps: { bus?: Bus; logger?: Logger }, event: ChatEvent): Promise<void> {
  if (!deps.bus) return;
  try {
    await deps.bus.publish(chatTopic(event.channelId), event);
  } catch (error) {
    deps.logger?.warn({ err: error, type: event.type }, "chat event not published");
  }
}
