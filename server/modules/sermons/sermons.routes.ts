import { Hono } from "hono";
import { sermonCoachInput, sermonDraftInput, sermonIdParam, sermonListQuery } from "@common/schemas/sermons";
import type { Auth } from "@server/auth/auth";
import type { AppEnv } from "@server/http/app-env";
import { jsonBody } from "@server/http/ai-json-body";
import type { ServiceContext } from "@server/http/context";
import { requireFeature } from "@server/http/require-feature";
import { requireSession } from "@server/http/require-session";
import { validate } from "@server/http/validate";
import {
  coachSermon,
  createSermon,
  duplicateSermon,
  finishSermon,
  getSermon,
  listGems,
  listSermons,
  removeSermon,
  saveSermon,
  type SermonDeps,
} from "./sermons.service";

/** The AI tools answer invalid input with 422 (ai.md §1.2 step 3). */
const unprocessable = { status: 422, code: "validation_failed" } as const;

/**
 * /api/sermons (ai.md §3.9): the member's sermons and the coach. Order of checks: session (401) → plan
 * `ai.sermon_builder` (402, on every endpoint) → schema (422) → the sermon (404 when it isn't the member's) → the
 * step rules (422 `step_blocked` with the page's message).
 */
export function sermonRoutes(deps: ServiceContext & SermonDeps & { auth: Auth }) {
  const ctx = (c: { var: AppEnv["Variables"] }) => ({
    db: deps.db,
    clock: deps.clock,
    logger: c.var.logger,
    actor: c.var.actor,
  });
  const idParam = validate("param", sermonIdParam, unprocessable);
  return new Hono<AppEnv>()
    .use(requireSession(deps.auth))
    .use(requireFeature("ai.sermon_builder", deps))
    .get("/", validate("query", sermonListQuery, unprocessable), async (c) =>
      c.json(await listSermons(ctx(c), c.req.valid("query").q)),
    )
    .post("/", jsonBody(sermonDraftInput), async (c) =>
      c.json(await createSermon(ctx(c), c.req.valid("json")), 201),
    )
    .get("/gems", async (c) => c.json(await listGems(ctx(c))))
    .get("/:id", idParam, async (c) => c.json(await getSermon(ctx(c), c.req.valid("param").id)))
    .put("/:id", idParam, jsonBody(sermonDraftInput), async (c) =>
      c.json(await saveSermon(ctx(c), c.req.valid("param").id, c.req.valid("json"))),
    )
    .post("/:id/finish", idParam, jsonBody(sermonDraftInput), async (c) =>
      c.json(await finishSermon(ctx(c), c.req.valid("param").id, c.req.valid("json"))),
    )
    .post("/:id/duplicate", idParam, async (c) =>
      c.json(await duplicateSermon(ctx(c), c.req.valid("param").id), 201),
    )
    .post("/:id/coach", idParam, jsonBody(sermonCoachInput), async (c) =>
      c.json(await coachSermon(ctx(c), deps, c.req.valid("param").id, c.req.valid("json"))),
    )
    .delete("/:id", idParam, async (c) => {
      await removeSermon(ctx(c), c.req.valid("param").id);
      return c.body(null, 204);
    });
}
