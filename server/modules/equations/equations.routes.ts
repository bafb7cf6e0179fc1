import { Hono } from "hono";
import { validator } from "hono/validator";
import { equationAnswerInput, equationNextQuery, equationPuzzleParam } from "@common/schemas/equations";
import type { Auth } from "@server/auth/auth";
import type { AppEnv } from "@server/http/app-env";
import type { ActorContext, ServiceContext } from "@server/http/context";
import { notFound } from "@server/http/errors";
import { requireSession } from "@server/http/require-session";
import { validate } from "@server/http/validate";
import { answerEquation, dealNextEquation, getEquationStats } from "./equations.service";

const invalid = { status: 422, code: "validation_failed" } as const;

/** A malformed puzzle id in the address is an unknown puzzle (404), like one the bank doesn't hold. */
const puzzleAddress = validator("param", (value) => {
  const parsed = equationPuzzleParam.safeParse(value);
  if (!parsed.success) throw notFound("equation");
  return parsed.data;
});

/**
 * /api/equations — the Equations Challenge (screens.md §6.3): every route needs a session, and the service checks
 * `practice.equations` (402 plan_required for free members).
 */
export function equationRoutes(deps: ServiceContext & { auth: Auth }) {
  const ctx = (c: { var: AppEnv["Variables"] }): ActorContext => ({
    db: deps.db,
    clock: deps.clock,
    logger: c.var.logger,
    actor: c.var.actor,
  });
  return new Hono<AppEnv>()
    .use(requireSession(deps.auth))
    .get("/next", validate("query", equationNextQuery, invalid), async (c) =>
      c.json(await dealNextEquation(ctx(c), c.req.valid("query").difficulty)),
    )
    .get("/stats", async (c) => c.json(await getEquationStats(ctx(c))))
    .post("/:puzzleId/answer", puzzleAddress, validate("json", equationAnswerInput, invalid), async (c) =>
      c.json(await answerEquation(ctx(c), c.req.valid("param").puzzleId, c.req.valid("json").answer)),
    );
}
