import { Hono } from "hono";
import {
  createResearchInput,
  deepDiveInput,
  researchIdParam,
  researchListQuery,
  updateResearchNoteInput,
} from "@common/schemas/research";
import type { Auth } from "@server/auth/auth";
import { jsonBody } from "@server/http/ai-json-body";
import type { AppEnv } from "@server/http/app-env";
import type { ServiceContext } from "@server/http/context";
import { requireFeature } from "@server/http/require-feature";
import { requireSession } from "@server/http/require-session";
import { validate } from "@server/http/validate";
import {
  addDeepDive,
  createReport,
  getNote,
  listNotes,
  removeResearchNote,
  type ResearchDeps,
  updateResearchNote,
} from "./research.service";

/** The AI tools answer invalid input with 422 (ai.md §1.2 step 3). */
const unprocessable = { status: 422, code: "validation_failed" } as const;

/**
 * /api/research (ai.md §3.7): reports, deep dives and the member's research notes. Order of checks: session (401) →
 * plan `ai.research_mode` (402) → schema (422; an over-long topic, question or my notes is `input_too_long`) → the
 * note (404 when it isn't the member's, or another member's public note for reading).
 */
export function researchRoutes(deps: ServiceContext & ResearchDeps & { auth: Auth }) {
  const ctx = (c: { var: AppEnv["Variables"] }) => ({
    db: deps.db,
    clock: deps.clock,
    logger: c.var.logger,
    actor: c.var.actor,
  });
  const idParam = validate("param", researchIdParam, unprocessable);
  return new Hono<AppEnv>()
    .use(requireSession(deps.auth))
    .use(requireFeature("ai.research_mode", deps))
    .get("/", validate("query", researchListQuery, unprocessable), async (c) =>
      c.json(await listNotes(ctx(c), c.req.valid("query").q)),
    )
    .post("/", jsonBody(createResearchInput, "topic"), async (c) =>
      c.json(await createReport(ctx(c), deps, c.req.valid("json")), 201),
    )
    .get("/:id", idParam, async (c) => c.json(await getNote(ctx(c), c.req.valid("param").id)))
    .patch("/:id", idParam, jsonBody(updateResearchNoteInput, "myNotes"), async (c) =>
      c.json(await updateResearchNote(ctx(c), deps, c.req.valid("param").id, c.req.valid("json"))),
    )
    .delete("/:id", idParam, async (c) => {
      await removeResearchNote(ctx(c), c.req.valid("param").id);
      return c.body(null, 204);
    })
    .post("/:id/deep-dives", idParam, jsonBody(deepDiveInput, "question"), async (c) =>
      c.json(await addDeepDive(ctx(c), deps, c.req.valid("param").id, c.req.valid("json")), 201),
    );
}
