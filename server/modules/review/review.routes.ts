import { Hono } from "hono";
import { z } from "zod";
import { addReviewCardInput, gradeReviewInput, reviewQueueQuery } from "@common/schemas/palace";
import type { Auth } from "@server/auth/auth";
import type { AppEnv } from "@server/http/app-env";
import type { ServiceContext } from "@server/http/context";
import { requireSession } from "@server/http/require-session";
import { validate } from "@server/http/validate";
import { addReviewCard, getReviewQueue, gradeReviewCard, removeReviewCard } from "./review.service";

const cardIdParam = z.strictObject({ id: z.uuid() });

/** /api/review — the app-wide spaced-repetition queue (palace cards and memory verses; flashcards later). */
export function reviewRoutes(deps: ServiceContext & { auth: Auth }) {
  const ctx = (c: { var: AppEnv["Variables"] }) => ({
    db: deps.db,
    clock: deps.clock,
    logger: c.var.logger,
    actor: c.var.actor,
  });
  return new Hono<AppEnv>()
    .use(requireSession(deps.auth))
    .get("/queue", validate("query", reviewQueueQuery), async (c) =>
      c.json(await getReviewQueue(ctx(c), c.req.valid("query").subject)),
    )
    .post("/cards", validate("json", addReviewCardInput), async (c) =>
      c.json(await addReviewCard(ctx(c), c.req.valid("json")), 201),
    )
    .delete("/cards/:id", validate("param", cardIdParam), async (c) => {
      await removeReviewCard(ctx(c), c.req.valid("param").id);
      return c.body(null, 204);
    })
    .post("/cards/:id/grade", validate("param", cardIdParam), validate("json", gradeReviewInput), async (c) =>
      c.json(await gradeReviewCard(ctx(c), c.req.valid("param").id, c.req.valid("json").rating)),
    );
}
