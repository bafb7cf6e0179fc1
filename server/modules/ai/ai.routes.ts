import { Hono } from "hono";
import {
  listThreadsQuery,
  messageFeedbackInput,
  renameThreadInput,
  resetMemberUsageInput,
} from "@common/schemas/ai";
import type { Auth } from "@server/auth/auth";
import type { AppEnv } from "@server/http/app-env";
import type { ServiceContext } from "@server/http/context";
import { requireRole } from "@server/http/require-role";
import { requireSession } from "@server/http/require-session";
import { validate } from "@server/http/validate";
import type { AiRuntime } from "./ai.runtime";
import {
  aiOverview,
  aiQuota,
  aiStatus,
  deleteThread,
  getThread,
  listThreads,
  lastFakeRequest,
  rateMessage,
  renameThread,
  resetMemberUsage,
  resetOwnUsage,
  stopMessage,
} from "./ai.service";
import { askChat, regenerateAnswer } from "./pipeline";
import { QuotaRefusal } from "./quota.service";

type Deps = ServiceContext & { auth: Auth; ai: AiRuntime };

const context = (deps: Deps, vars: AppEnv["Variables"]) => ({
  db: deps.db,
  clock: deps.clock,
  logger: vars.logger,
  actor: vars.actor,
});

/** A JSON body, or null when there is none: the pipeline's schema check answers for it (422). */
async function jsonBody(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return null;
  }
}

/** /api/ai — the assistants' answers (SSE), threads, quota and status (ai.md §1). */
export function aiRoutes(deps: Deps) {
  return (
    new Hono<AppEnv>()
      .use(requireSession(deps.auth))
      // A 429 says when to come back (ai.md §1.5).
      .use(async (c, next) => {
        await next();
        if (c.error instanceof QuotaRefusal) c.header("Retry-After", String(c.error.retryAfterSeconds));
      })
      .get("/status", async (c) => c.json(await aiStatus(context(deps, c.var), deps.ai)))
      .get("/quota", async (c) => c.json(await aiQuota(context(deps, c.var))))
      .post("/chat", async (c) => askChat(context(deps, c.var), deps.ai, await jsonBody(c.req.raw)))
      .get("/threads", validate("query", listThreadsQuery), async (c) =>
        c.json(await listThreads(context(deps, c.var), c.req.valid("query"))),
      )
      .get("/threads/:id", async (c) =>
        c.json(await getThread(context(deps, c.var), deps.ai, c.req.param("id"))),
      )
      .patch("/threads/:id", validate("json", renameThreadInput), async (c) =>
        c.json(await renameThread(context(deps, c.var), c.req.param("id"), c.req.valid("json").title)),
      )
      .delete("/threads/:id", async (c) => {
        await deleteThread(context(deps, c.var), deps.ai, c.req.param("id"));
        return c.body(null, 204);
      })
      .post("/threads/:id/regenerate", async (c) =>
        regenerateAnswer(context(deps, c.var), deps.ai, c.req.param("id"), await jsonBody(c.req.raw)),
      )
      .post("/messages/:id/stop", async (c) =>
        c.json(await stopMessage(context(deps, c.var), deps.ai, c.req.param("id"))),
      )
      .post("/messages/:id/feedback", validate("json", messageFeedbackInput), async (c) =>
        c.json(await rateMessage(context(deps, c.var), c.req.param("id"), c.req.valid("json"))),
      )
      .post("/usage/reset", async (c) => c.json(await resetOwnUsage(context(deps, c.var), deps.ai)))
      .get("/fake/last-request", (c) => c.json(lastFakeRequest(context(deps, c.var), deps.ai)))
  );
}

/** /api/admin/ai — admins only: recent provider errors, today's usage, a member's daily reset (audited). */
export function aiAdminRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .use(requireSession(deps.auth))
    .use(requireRole("admin", deps.db))
    .get("/", async (c) => c.json(await aiOverview(context(deps, c.var), deps.ai)))
    .post("/usage/reset", validate("json", resetMemberUsageInput), async (c) =>
      c.json(await resetMemberUsage(context(deps, c.var), c.req.valid("json").email)),
    );
}
