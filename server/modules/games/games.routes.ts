import { Hono } from "hono";
import {
  actionInput,
  answerInput,
  gameIdParam,
  leaderboardQuery,
  openRoundInput,
  runIdParam,
  startRunInput,
} from "@common/schemas/games";
import type { Auth } from "@server/auth/auth";
import type { AppEnv } from "@server/http/app-env";
import type { ActorContext, ServiceContext } from "@server/http/context";
import { requireSession } from "@server/http/require-session";
import { validate } from "@server/http/validate";
import type { AiRuntime } from "@server/modules/ai/ai.runtime";
import type { BibleSource } from "@server/modules/bible/bible-data.types";
import { answerWithAiJudge } from "./ai-judge.service";
import { getCatalog, getKidsCatalog, getLeaderboard } from "./catalog.service";
import { createEngineDeps } from "./engine-deps";
import "./engines/all";
import { abandonRun, getRun, type GamesDeps, openRound, runAction, startRun } from "./runs.service";

/** games.md §3.12: a body the contract refuses is 422 invalid_input with its field errors. */
const invalidInput = { status: 422, code: "invalid_input" } as const;

/**
 * /api/games — the run API of games.md §3.2. Every route needs a session; the services check the plan on start
 * and on every answer and action, ownership of the run, and the clock. `testHooks` allows `options.seed`
 * (§3.13), never in production. `ai` is the AI layer's runtime, for the optional AI judge of answers (§3.5).
 */
export function gamesRoutes(
  deps: ServiceContext & { auth: Auth; bible: BibleSource; testHooks: boolean; ai: AiRuntime },
) {
  const ctx = (c: { var: AppEnv["Variables"] }): ActorContext => ({
    db: deps.db,
    clock: deps.clock,
    logger: c.var.logger,
    actor: c.var.actor,
  });
  const games: GamesDeps = {
    testHooks: deps.testHooks,
    engineDeps: (context) => createEngineDeps(context, deps.bible),
  };
  return new Hono<AppEnv>()
    .use(requireSession(deps.auth))
    .get("/catalog", async (c) => c.json(await getCatalog(ctx(c), deps.testHooks)))
    .get("/kids", async (c) => c.json(await getKidsCatalog(ctx(c))))
    .get("/runs/:runId", validate("param", runIdParam), async (c) =>
      c.json(await getRun(ctx(c), c.req.valid("param").runId)),
    )
    .post(
      "/runs/:runId/answer",
      validate("param", runIdParam),
      validate("json", answerInput, invalidInput),
      async (c) =>
        c.json(
          await answerWithAiJudge(ctx(c), games, deps.ai, c.req.valid("param").runId, c.req.valid("json")),
        ),
    )
    .post(
      "/runs/:runId/open",
      validate("param", runIdParam),
      validate("json", openRoundInput, invalidInput),
      async (c) => c.json(await openRound(ctx(c), c.req.valid("param").runId, c.req.valid("json"))),
    )
    .post(
      "/runs/:runId/action",
      validate("param", runIdParam),
      validate("json", actionInput, invalidInput),
      async (c) => c.json(await runAction(ctx(c), c.req.valid("param").runId, c.req.valid("json"))),
    )
    .post("/runs/:runId/abandon", validate("param", runIdParam), async (c) =>
      c.json(await abandonRun(ctx(c), c.req.valid("param").runId)),
    )
    .post(
      "/:gameId/runs",
      validate("param", gameIdParam),
      validate("json", startRunInput, invalidInput),
      async (c) =>
        c.json(await startRun(ctx(c), games, c.req.valid("param").gameId, c.req.valid("json")), 201),
    )
    .get(
      "/:gameId/leaderboard",
      validate("param", gameIdParam),
      validate("query", leaderboardQuery),
      async (c) => c.json(await getLeaderboard(ctx(c), c.req.valid("param").gameId, c.req.valid("query"))),
    );
}
