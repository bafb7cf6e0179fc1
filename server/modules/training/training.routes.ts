import { Hono } from "hono";
import { scenarioAnswerInput, scenarioParam } from "@common/schemas/training";
import type { Auth } from "@server/auth/auth";
import type { AppEnv } from "@server/http/app-env";
import type { ActorContext, ServiceContext } from "@server/http/context";
import { requireSession } from "@server/http/require-session";
import { validate } from "@server/http/validate";
import { answerScenario, getTraining, type TrainingDeps } from "./training.service";

const invalid = { status: 422, code: "validation_failed" } as const;

/** /api/training (screens.md §7.6): every route needs a session; scenarios and answers need `courses.core`. */
export function trainingRoutes(deps: ServiceContext & { auth: Auth } & TrainingDeps) {
  const ctx = (c: { var: AppEnv["Variables"] }): ActorContext => ({
    db: deps.db,
    clock: deps.clock,
    logger: c.var.logger,
    actor: c.var.actor,
  });
  const training: TrainingDeps = { delivery: deps.delivery, random: deps.random };
  return new Hono<AppEnv>()
    .use(requireSession(deps.auth))
    .get("/", async (c) => c.json(await getTraining(ctx(c), training)))
    .post(
      "/scenarios/:scenarioId/answer",
      validate("param", scenarioParam, invalid),
      validate("json", scenarioAnswerInput, invalid),
      async (c) =>
        c.json(
          await answerScenario(ctx(c), training, c.req.valid("param").scenarioId, c.req.valid("json").option),
        ),
    );
}
