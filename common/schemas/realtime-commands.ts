/**
 * The commands a service answers over /api/realtime (Chain Chess, games.md §4.14): a move, a resignation or a chat
 * line for a match the sender plays in. The server answers on the match's topic (`move_accepted`, `chat`, …) or, to
 * the sender alone, `move_rejected` / `error`. Kept apart from realtime.ts so the app shell's realtime client does
 * not carry the game's schemas and lists.
 */
import { z } from "zod";
import { chessMoveInput } from "../games/chess";
import { realtimeClientMessage } from "./realtime";

const matchId = z.uuid("That is not a match id.");

export const realtimeCommand = z.discriminatedUnion("type", [
  chessMoveInput.extend({ type: z.literal("move"), matchId }),
  z.strictObject({ type: z.literal("resign"), matchId }),
  z.strictObject({
    type: z.literal("chat"),
    matchId,
    text: z.string().trim().min(1, "Write a message.").max(300, "Keep chat messages under 300 characters."),
  }),
]);
export type RealtimeCommand = z.infer<typeof realtimeCommand>;

/** Everything the hub accepts from a socket: its own subscribe, unsubscribe and ping, and the services' commands. */
export const realtimeInboundMessage = z.discriminatedUnion("type", [
  ...realtimeClientMessage.options,
  ...realtimeCommand.options,
]);
