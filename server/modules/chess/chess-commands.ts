// Chain Chess over the socket (games.md §4.14): the hub hands a player's `move`, `resign` and `chat` here, and they
// run through the same service as the REST calls (the polling fallback), so the checks are one set. Success is
// seen by both players on `game:{matchId}` through the bus; a refusal goes back to the sender alone — a move as
// `move_rejected {clientMoveId, code, message}`, anything else as `error {code, message}`.
import type { Clock } from "@server/clock";
import type { Db } from "@server/db/client";
import { AppError } from "@server/http/errors";
import type { Logger } from "@server/logger";
import type { CommandHandler } from "@server/realtime/hub";
import { type ChessDeps, resignMatch, sendChat, submitMove } from "./chess.service";

export function chessCommands(deps: ChessDeps & { db: Db; clock: Clock; logger: Logger }): CommandHandler {
  return async (actor, command, reply) => {
    const ctx = { db: deps.db, clock: deps.clock, logger: deps.logger, actor };
    const topic = `game:${command.matchId}`;
    try {
      if (command.type === "move") {
        const { type: _type, matchId, ...input } = command;
        await submitMove(ctx, deps, matchId, input);
      } else if (command.type === "resign") await resignMatch(ctx, deps, command.matchId);
      else await sendChat(ctx, deps, command.matchId, command.text);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const refusal = { code: error.code, message: error.message };
      reply(
        topic,
        command.type === "move"
          ? { kind: "move_rejected", clientMoveId: command.clientMoveId, ...refusal }
          : { kind: "error", ...refusal },
      );
    }
  };
}
