import { Hono } from "hono";
import { validator } from "hono/validator";
import { z } from "zod";
import { chessMoveInput, createChessMatchInput } from "@common/games/chess";
import { chessChatInput, chessCreateOptions, chessMatchIdParam } from "@common/schemas/chess";
import type { Auth } from "@server/auth/auth";
import type { AppEnv } from "@server/http/app-env";
import type { ActorContext, ServiceContext } from "@server/http/context";
import { requireSession } from "@server/http/require-session";
import { validate } from "@server/http/validate";
import {
  cancelMatch,
  type ChessDeps,
  createMatch,
  getMatch,
  joinMatch,
  lobby,
  matchNotFound,
  resignMatch,
  sendChat,
  submitMove,
} from "./chess.service";

/** games.md §3.12: a body the contract refuses is 422 invalid_input with its field errors. */
const invalidInput = { status: 422, code: "invalid_input" } as const;

/** An id that is no uuid at all is "Match not found" (a mistyped invite link), like an unknown one. */
const matchParam = validator("param", (value) => {
  const parsed = chessMatchIdParam.safeParse(value);
  if (!parsed.success) throw matchNotFound();
  return parsed.data;
});

/** The setup of §4.14 plus the admin's fast clock (§3.13). */
const createInput = z.intersection(createChessMatchInput, z.object({ options: chessCreateOptions }));

/**
 * /api/chain-chess — Chain Chess (games.md §4.14). Every route needs a session; the service checks the plan (bot:
 * games.all; a friend: games.chainChessPvp), the seat, the turn, the version and the clock on every request, and
 * publishes each change on `game:{matchId}` for the players' sockets (the REST calls double as the polling fallback).
 */
export function chessRoutes(deps: ServiceContext & { auth: Auth } & ChessDeps) {
  const ctx = (c: { var: AppEnv["Variables"] }): ActorContext => ({
    db: deps.db,
    clock: deps.clock,
    logger: c.var.logger,
    actor: c.var.actor,
  });
  return new Hono<AppEnv>()
    .use(requireSession(deps.auth))
    .get("/open", async (c) => c.json(await lobby(ctx(c))))
    .post("/matches", validate("json", createInput, invalidInput), async (c) =>
      c.json(await createMatch(ctx(c), deps, c.req.valid("json")), 201),
    )
    .get("/matches/:matchId", matchParam, async (c) =>
      c.json(await getMatch(ctx(c), deps, c.req.valid("param").matchId)),
    )
    .post("/matches/:matchId/join", matchParam, async (c) =>
      c.json(await joinMatch(ctx(c), deps, c.req.valid("param").matchId)),
    )
    .post("/matches/:matchId/moves", matchParam, validate("json", chessMoveInput, invalidInput), async (c) =>
      c.json(await submitMove(ctx(c), deps, c.req.valid("param").matchId, c.req.valid("json"))),
    )
    .post("/matches/:matchId/resign", matchParam, async (c) =>
      c.json(await resignMatch(ctx(c), deps, c.req.valid("param").matchId)),
    )
    .post("/matches/:matchId/cancel", matchParam, async (c) =>
      c.json(await cancelMatch(ctx(c), deps, c.req.valid("param").matchId)),
    )
    .post("/matches/:matchId/chat", matchParam, validate("json", chessChatInput, invalidInput), async (c) =>
      c.json(await sendChat(ctx(c), deps, c.req.valid("param").matchId, c.req.valid("json").text), 201),
    );
}
