import { Hono } from "hono";
import {
  analyseCriticsInput,
  criticsIdParam,
  listCriticsQuery,
  renameCriticsInput,
} from "@common/schemas/critics";
import type { Auth } from "@server/auth/auth";
import type { AppEnv } from "@server/http/app-env";
import type { ServiceContext } from "@server/http/context";
import { requireFeature } from "@server/http/require-feature";
import { requireSession } from "@server/http/require-session";
import { validate } from "@server/http/validate";
import { jsonBody } from "@server/http/ai-json-body";
import {
  analyseCritics,
  type CriticsDeps,
  getCritics,
  listCritics,
  removeCritics,
  renameCritics,
} from "./critics.service";

/** The AI tools answer invalid input with 422 (ai.md §1.2 step 3). */
const unprocessable = { status: 422, code: "validation_failed" } as const;

/**
 * /api/critics (ai.md §3.8): analyse pasted text, and the member's saved analyses. Order of checks: session (401) →
 * plan `ai.critics_analysis` (402) → schema (422; an over-long text is `input_too_long`) → the analysis (404 when it
 * isn't the member's).
 */
export function criticsRoutes(deps: ServiceContext & CriticsDeps & { auth: Auth }) {
  const ctx = (c: { var: AppEnv["Variables"] }) => ({
    db: deps.db,
    clock: deps.clock,
    logger: c.var.logger,
    actor: c.var.actor,
  });
  const idParam = validate("param", criticsIdParam, unprocessable);
  return new Hono<AppEnv>()
    .use(requireSession(deps.auth))
    .use(requireFeature("ai.critics_analysis", deps))
    .get("/", validate("query", listCriticsQuery), async (c) =>
      c.json(await listCritics(ctx(c), c.req.valid("query").cursor)),
    )
    .post("/", jsonBody(analyseCriticsInput, "text"), async (c) =>
      c.json(await analyseCritics(ctx(c), deps, c.req.valid("json")), 201),
    )
    .get("/:id", idParam, async (c) => c.json(await getCritics(ctx(c), c.req.valid("param").id)))
    .patch("/:id", idParam, jsonBody(renameCriticsInput), async (c) =>
      c.json(await renameCritics(ctx(c), c.req.valid("param").id, c.req.valid("json").title)),
    )
    .delete("/:id", idParam, async (c) => {
      await removeCritics(ctx(c), c.req.valid("param").id);
      return c.body(null, 204);
    });
}
