import { z } from "zod";
import { realtimeLimits } from "../constants/realtime";
import { chessMoveInput } from "../games/chess";

/**
 * The /api/realtime protocol. Client commands are parsed strictly (an unknown key is a mistake
 * worth reporting); server messages loosely, so an older tab survives fields added later.
 */

/** `family` or `family:id` — lower-case family, then an id of letters, digits, `_`, `-`, `.`. */
export const realtimeTopic = z
  .string()
  .max(realtimeLimits.maxTopicLength, "Topic names are at most 200 characters.")
  .regex(/^[a-z][a-z_]*(?::[A-Za-z0-9_.-]+)?$/, "That is not a valid topic name.");

const matchId = z.uuid("That is not a match id.");

export const realtimeClientMessage = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("subscribe"), topic: realtimeTopic }),
  z.strictObject({ type: z.literal("unsubscribe"), topic: realtimeTopic }),
  z.strictObject({ type: z.literal("ping") }),
  // Chain Chess (games.md §4.14): a move, a resignation or a chat line for a match the sender plays in. The server
  // answers on the match's topic (`move_accepted`, `chat`, …) or, to the sender alone, `move_rejected` / `error`.
  chessMoveInput.extend({ type: z.literal("move"), matchId }),
  z.strictObject({ type: z.literal("resign"), matchId }),
  z.strictObject({
    type: z.literal("chat"),
    matchId,
    text: z.string().trim().min(1, "Write a message.").max(300, "Keep chat messages under 300 characters."),
  }),
]);
export type RealtimeClientMessage = z.infer<typeof realtimeClientMessage>;
/** The commands a service answers (everything but the hub's own subscribe, unsubscribe and ping). */
export type RealtimeCommand = Extract<RealtimeClientMessage, { type: "move" | "resign" | "chat" }>;

export const realtimeServerMessage = z.discriminatedUnion("type", [
  z.object({ type: z.literal("event"), topic: z.string(), event: z.unknown() }),
  z.object({ type: z.literal("subscribed"), topic: z.string() }),
  /** `topic` is set when the error answers a subscription, so the client knows which one failed. */
  z.object({ type: z.literal("error"), code: z.string(), message: z.string(), topic: z.string().optional() }),
  z.object({ type: z.literal("pong") }),
]);
export type RealtimeServerMessage = z.infer<typeof realtimeServerMessage>;
