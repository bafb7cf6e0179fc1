import { Hono } from "hono";
import { validator } from "hono/validator";
import {
  buildEscapeRoomInput,
  escapeAnswerInput,
  escapeAttemptIdParam,
  escapeLockInput,
  escapeRoomIdParam,
  startEscapeAttemptInput,
} from "@common/schemas/escape";
import type { Auth } from "@server/auth/auth";
import type { AppEnv } from "@server/http/app-env";
import type { ActorContext, ServiceContext } from "@server/http/context";
import { AppError } from "@server/http/errors";
import { requireSession } from "@server/http/require-session";
import { validate } from "@server/http/validate";
import {
  acceptPartialPoints,
  answerAttempt,
  buildRoom,
  type EscapeDeps,
  escapeRoomNotFound,
  getRoom,
  hintAttempt,
  listRooms,
  replayRoom,
  roomLeaderboard,
  startOrResume,
} from "./escape.service";

/** games.md §3.12: a body the contract refuses is 422 invalid_input with its field errors. */
const invalidInput = { status: 422, code: "invalid_input" } as const;

/** An id that is no uuid at all is a room (or attempt) not found — a mistyped shared link — like an unknown one. */
const roomParam = validator("param", (value) => {
  const parsed = escapeRoomIdParam.safeParse(value);
  if (!parsed.success) throw escapeRoomNotFound();
  return parsed.data;
});
const attemptParam = validator("param", (value) => {
  const parsed = escapeAttemptIdParam.safeParse(value);
  if (!parsed.success) throw new AppError(404, "attempt_not_found", "That attempt was not found.");
  return parsed.data;
});

/**
 * /api/escape — the escape rooms of games.md §4.21. Every route needs a session; members without the plan may
 * browse (list, room, board). The services check the plan on every build, start, answer, hint and acceptance, own
 * the clock and keep one attempt per member and room. `testHooks` allows the admin fast clock (§3.13).
 */
export function escapeRoutes(
  deps: ServiceContext & {
    auth: Auth;
    testHooks: boolean;
    /** The admin's "Draft puzzles with AI" offer on the list (adventure-drafts); absent → never offered. */
    canDraft?: EscapeDeps["canDraft"];
  },
) {
  const ctx = (c: { var: AppEnv["Variables"] }): ActorContext => ({
    db: deps.db,
    clock: deps.clock,
    logger: c.var.logger,
    actor: c.var.actor,
  });
  return new Hono<AppEnv>()
    .use(requireSession(deps.auth))
    .get("/rooms", async (c) =>
      c.json(await listRooms(ctx(c), deps.canDraft ? { canDraft: deps.canDraft } : undefined)),
    )
    .post("/rooms", validate("json", buildEscapeRoomInput, invalidInput), async (c) =>
      c.json(await buildRoom(ctx(c), c.req.valid("json")), 201),
    )
    .get("/rooms/:roomId", roomParam, async (c) => c.json(await getRoom(ctx(c), c.req.valid("param").roomId)))
    .post("/rooms/:roomId/replay", roomParam, async (c) =>
      c.json(await replayRoom(ctx(c), c.req.valid("param").roomId), 201),
    )
    .post(
      "/rooms/:roomId/attempt",
      roomParam,
      validate("json", startEscapeAttemptInput, invalidInput),
      async (c) =>
        c.json(
          await startOrResume(
            ctx(c),
            { testHooks: deps.testHooks },
            c.req.valid("param").roomId,
            c.req.valid("json"),
          ),
        ),
    )
    .get("/rooms/:roomId/leaderboard", roomParam, async (c) =>
      c.json(await roomLeaderboard(ctx(c), c.req.valid("param").roomId)),
    )
    .post(
      "/attempts/:attemptId/answer",
      attemptParam,
      validate("json", escapeAnswerInput, invalidInput),
      async (c) => c.json(await answerAttempt(ctx(c), c.req.valid("param").attemptId, c.req.valid("json"))),
    )
    .post(
      "/attempts/:attemptId/hint",
      attemptParam,
      validate("json", escapeLockInput, invalidInput),
      async (c) =>
        c.json(await hintAttempt(ctx(c), c.req.valid("param").attemptId, c.req.valid("json").lockNo)),
    )
    .post(
      "/attempts/:attemptId/accept-partial",
      attemptParam,
      validate("json", escapeLockInput, invalidInput),
      async (c) =>
        c.json(await acceptPartialPoints(ctx(c), c.req.valid("param").attemptId, c.req.valid("json").lockNo)),
    );
}
