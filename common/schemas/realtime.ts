import { z } from "zod";
import { realtimeLimits } from "../constants/realtime";

/**
 * The /api/realtime protocol. Client commands are parsed strictly (an unknown key is a mistake
 * worth reporting); server messages loosely, so an older tab survives fields added later.
 */

/** `family` or `family:id` — lower-case family, then an id of letters, digits, `_`, `-`, `.`. */
export const realtimeTopic = z
  .string()
  .max(realtimeLimits.maxTopicLength, "Topic names are at most 200 characters.")
  .regex(/^[a-z][a-z_]*(?::[A-Za-z0-9_.-]+)?$/, "That is not a valid topic name.");

export const realtimeClientMessage = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("subscribe"), topic: realtimeTopic }),
  z.strictObject({ type: z.literal("unsubscribe"), topic: realtimeTopic }),
  z.strictObject({ type: z.literal("ping") }),
]);
export type RealtimeClientMessage = z.infer<typeof realtimeClientMessage>;

export const realtimeServerMessage = z.discriminatedUnion("type", [
  z.object({ type: z.literal("event"), topic: z.string(), event: z.unknown() }),
  z.object({ type: z.literal("subscribed"), topic: z.string() }),
  /** `topic` is set when the error answers a subscription, so the client knows which one failed. */
  z.object({ type: z.literal("error"), code: z.string(), message: z.string(), topic: z.string().optional() }),
  z.object({ type: z.literal("pong") }),
]);
export type RealtimeServerMessage = z.infer<typeof realtimeServerMessage>;
