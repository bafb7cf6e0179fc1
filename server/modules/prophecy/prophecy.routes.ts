import { Hono } from "hono";
import {
  analyseProphecyInput,
  createWatchTopicInput,
  editSignalInput,
  feedQuery,
  signalIdParam,
  updateWatchTopicInput,
} from "@common/schemas/prophecy";
import type { Auth } from "@server/auth/auth";
import type { AppEnv } from "@server/http/app-env";
import type { ServiceContext } from "@server/http/context";
import { jsonBody } from "@server/http/ai-json-body";
import { requireFeature } from "@server/http/require-feature";
import { requireSession } from "@server/http/require-session";
import { validate } from "@server/http/validate";
import {
  analyseProphecy,
  editAnalysis,
  getSignal,
  listFeed,
  listMyAnalyses,
  type ProphecyDeps,
  publishAnalysis,
  removeAnalysis,
  suggestAnalysis,
} from "./prophecy.service";
import { createTopic, editTopic, listTopics, removeTopic } from "./topics.service";

/** The AI tools answer invalid input with 422 (ai.md §1.2 step 3). */
const unprocessable = { status: 422, code: "validation_failed" } as const;

/**
 * /api/prophecy (ai.md §3.6). Order of checks: session (401) → plan (402: the feed and a signal need
 * `ai.prophecy_watch.read`, every plan; analyses `ai.prophecy_watch.analyze`; topics `ai.prophecy_watch.alerts`) →
 * schema (422; an over-long report is `input_too_long`) → the item (404 when it isn't the member's or public).
 */
export function prophecyRoutes(deps: ServiceContext & ProphecyDeps & { auth: Auth }) {
  const ctx = (c: { var: AppEnv["Variables"] }) => ({
    db: deps.db,
    clock: deps.clock,
    logger: c.var.logger,
    actor: c.var.actor,
  });
  const idParam = validate("param", signalIdParam, unprocessable);
  const read = requireFeature("ai.prophecy_watch.read", deps);
  const analyze = requireFeature("ai.prophecy_watch.analyze", deps);
  const alerts = requireFeature("ai.prophecy_watch.alerts", deps);
  return new Hono<AppEnv>()
    .use(requireSession(deps.auth))
    .get("/feed", read, validate("query", feedQuery, unprocessable), async (c) =>
      c.json(await listFeed(ctx(c), c.req.valid("query"))),
    )
    .get("/signals/:id", read, idParam, async (c) => c.json(await getSignal(ctx(c), c.req.valid("param").id)))
    .get("/analyses", analyze, async (c) => c.json(await listMyAnalyses(ctx(c))))
    .post("/analyses", analyze, jsonBody(analyseProphecyInput, "text"), async (c) =>
      c.json(await analyseProphecy(ctx(c), deps, c.req.valid("json")), 201),
    )
    .patch("/analyses/:id", analyze, idParam, jsonBody(editSignalInput), async (c) =>
      c.json(await editAnalysis(ctx(c), c.req.valid("param").id, c.req.valid("json"))),
    )
    .delete("/analyses/:id", analyze, idParam, async (c) => {
      await removeAnalysis(ctx(c), c.req.valid("param").id);
      return c.body(null, 204);
    })
    .post("/analyses/:id/publish", analyze, idParam, async (c) =>
      c.json(await publishAnalysis(ctx(c), deps, c.req.valid("param").id)),
    )
    .post("/analyses/:id/suggest", analyze, idParam, async (c) =>
      c.json(await suggestAnalysis(ctx(c), deps, c.req.valid("param").id)),
    )
    .get("/topics", alerts, async (c) => c.json(await listTopics(ctx(c))))
    .post("/topics", alerts, jsonBody(createWatchTopicInput), async (c) =>
      c.json(await createTopic(ctx(c), c.req.valid("json")), 201),
    )
    .patch("/topics/:id", alerts, idParam, jsonBody(updateWatchTopicInput), async (c) =>
      c.json(await editTopic(ctx(c), c.req.valid("param").id, c.req.valid("json"))),
    )
    .delete("/topics/:id", alerts, idParam, async (c) => {
      await removeTopic(ctx(c), c.req.valid("param").id);
      return c.body(null, 204);
    });
}
