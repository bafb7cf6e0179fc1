import { Hono } from "hono";
import { validator } from "hono/validator";
import {
  huntAnswerInput,
  huntHintInput,
  huntIdParam,
  huntListQuery,
  joinHuntInput,
} from "@common/schemas/hunts";
import type { Auth } from "@server/auth/auth";
import type { AppEnv } from "@server/http/app-env";
import type { ActorContext, ServiceContext } from "@server/http/context";
import { requireSession } from "@server/http/require-session";
import { validate } from "@server/http/validate";
import type { BibleSource } from "@server/modules/bible/bible-data.types";
import { createEngineDeps } from "@server/modules/games/engine-deps";
import {
  answerClue,
  getHunt,
  getHuntLeaderboard,
  huntNotFound,
  type HuntsDeps,
  joinHunt,
  listHunts,
  takeHint,
} from "./hunts.service";

/** games.md §3.12: a body the contract refuses is 422 invalid_input with its field errors. */
const invalidInput = { status: 422, code: "invalid_input" } as const;

/** A hunt id that is no edition id at all is a hunt not found (a mistyped shared link), like an unknown one. */
const huntParam = validator("param", (value) => {
  const parsed = huntIdParam.safeParse(value);
  if (!parsed.success) throw huntNotFound();
  return parsed.data;
});

/**
 * /api/hunts — the treasure hunts of games.md §4.20. Every route needs a session; free members may browse (list,
 * open, leaderboard). The services check the plan on join and on every answer and hint, and own the clock.
 * `testHooks` allows the admin fast clock (§3.13), never in production.
 */
export function huntsRoutes(
  deps: ServiceContext & {
    auth: Auth;
    bible: BibleSource;
    testHooks: boolean;
    /** The admin's "Draft with AI" offer on the list (adventure-drafts); absent → never offered. */
    canDraft?: HuntsDeps["canDraft"];
  },
) {
  const ctx = (c: { var: AppEnv["Variables"] }): ActorContext => ({
    db: deps.db,
    clock: deps.clock,
    logger: c.var.logger,
    actor: c.var.actor,
  });
  const hunts: HuntsDeps = {
    testHooks: deps.testHooks,
    verseText: (context, ref) => createEngineDeps(context, deps.bible).verseText(ref),
    ...(deps.canDraft ? { canDraft: deps.canDraft } : {}),
  };
  return new Hono<AppEnv>()
    .use(requireSession(deps.auth))
    .get("/", validate("query", huntListQuery), async (c) =>
      c.json(await listHunts(ctx(c), c.req.valid("query"), hunts)),
    )
    .get("/:huntId", huntParam, async (c) =>
      c.json(await getHunt(ctx(c), hunts, c.req.valid("param").huntId)),
    )
    .post("/:huntId/join", huntParam, validate("json", joinHuntInput, invalidInput), async (c) =>
      c.json(await joinHunt(ctx(c), hunts, c.req.valid("param").huntId, c.req.valid("json"))),
    )
    .post("/:huntId/answer", huntParam, validate("json", huntAnswerInput, invalidInput), async (c) =>
      c.json(await answerClue(ctx(c), hunts, c.req.valid("param").huntId, c.req.valid("json"))),
    )
    .post("/:huntId/hint", huntParam, validate("json", huntHintInput, invalidInput), async (c) =>
      c.json(await takeHint(ctx(c), hunts, c.req.valid("param").huntId, c.req.valid("json"))),
    )
    .get("/:huntId/leaderboard", huntParam, async (c) =>
      c.json(await getHuntLeaderboard(ctx(c), c.req.valid("param").huntId)),
    );
}
