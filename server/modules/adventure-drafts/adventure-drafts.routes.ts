import { Hono } from "hono";
import {
  adventureDraftIdParam,
  createAdventureDraftInput,
  rejectAdventureDraftInput,
} from "@common/schemas/adventure-drafts";
import type { Auth } from "@server/auth/auth";
import type { AppEnv } from "@server/http/app-env";
import type { ActorContext, ServiceContext } from "@server/http/context";
import { requireRole } from "@server/http/require-role";
import { requireSession } from "@server/http/require-session";
import { validate } from "@server/http/validate";
import type { AiRuntime } from "@server/modules/ai/ai.runtime";
import { approveDraft, canDraftFor, createDraft, listDrafts, rejectDraft } from "./adventure-drafts.service";

/**
 * /api/admin/adventure-drafts — the admin's "Draft with AI" for treasure hunts and escape puzzles (games.md §4.20,
 * §4.21 "AI adds"). Every route is admin-only; drafting needs a model (409 generation_unavailable otherwise).
 */
export function adventureDraftRoutes(deps: ServiceContext & { auth: Auth; runtime: AiRuntime }) {
  const ctx = (c: { var: AppEnv["Variables"] }): ActorContext => ({
    db: deps.db,
    clock: deps.clock,
    logger: c.var.logger,
    actor: c.var.actor,
  });
  return new Hono<AppEnv>()
    .use(requireSession(deps.auth))
    .use(requireRole("admin", deps.db))
    .get("/", async (c) => c.json(await listDrafts(ctx(c), deps.runtime)))
    .get("/status", async (c) => c.json({ canDraft: await canDraftFor(ctx(c), deps.runtime) }))
    .post("/", validate("json", createAdventureDraftInput), async (c) =>
      c.json(await createDraft(ctx(c), deps.runtime, c.req.valid("json")), 201),
    )
    .post("/:id/approve", validate("param", adventureDraftIdParam), async (c) =>
      c.json(await approveDraft(ctx(c), c.req.valid("param").id)),
    )
    .post(
      "/:id/reject",
      validate("param", adventureDraftIdParam),
      validate("json", rejectAdventureDraftInput),
      async (c) => c.json(await rejectDraft(ctx(c), c.req.valid("param").id, c.req.valid("json"))),
    );
}
