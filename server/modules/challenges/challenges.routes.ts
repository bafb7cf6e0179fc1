import { Hono } from "hono";
import { followUpInput, journalQuery, submitChallengeInput } from "@common/schemas/challenges";
import type { Auth } from "@server/auth/auth";
import type { AppEnv } from "@server/http/app-env";
import type { ActorContext, ServiceContext } from "@server/http/context";
import { requireSession } from "@server/http/require-session";
import { validate } from "@server/http/validate";
import { type ChallengesDeps, getJournal, getToday, saveFollowUp, submitToday } from "./challenges.service";

const invalid = { status: 422, code: "validation_failed" } as const;

/**
 * /api/challenges — daily challenges and the growth journal (screens.md §6.1–§6.2). Every route needs a session;
 * `challenges.daily` is in every plan (free: 3 a week, counted by the service), the journal too.
 */
export function challengeRoutes(deps: ServiceContext & { auth: Auth } & ChallengesDeps) {
  const ctx = (c: { var: AppEnv["Variables"] }): ActorContext => ({
    db: deps.db,
    clock: deps.clock,
    logger: c.var.logger,
    actor: c.var.actor,
  });
  const challenges: ChallengesDeps = { rotationLength: deps.rotationLength };
  return new Hono<AppEnv>()
    .use(requireSession(deps.auth))
    .get("/today", async (c) => c.json(await getToday(ctx(c), challenges)))
    .post("/today", validate("json", submitChallengeInput, invalid), async (c) =>
      c.json(await submitToday(ctx(c), challenges, c.req.valid("json"))),
    )
    .get("/journal", validate("query", journalQuery, invalid), async (c) =>
      c.json(await getJournal(ctx(c), c.req.valid("query"))),
    )
    .put("/journal/:id/follow-up", validate("json", followUpInput, invalid), async (c) =>
      c.json(await saveFollowUp(ctx(c), c.req.param("id"), c.req.valid("json").note)),
    );
}
