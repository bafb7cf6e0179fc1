import { Hono } from "hono";
import { validator } from "hono/validator";
import { drillAttemptInput, drillParam, drillRoomParam } from "@common/schemas/drills";
import type { Auth } from "@server/auth/auth";
import type { AppEnv } from "@server/http/app-env";
import type { ActorContext, ServiceContext } from "@server/http/context";
import { notFound } from "@server/http/errors";
import { requireSession } from "@server/http/require-session";
import { validate } from "@server/http/validate";
import { getDrill, getDrillRoom, getDrillsOverview, submitDrillAttempt } from "./drills.service";

const invalid = { status: 422, code: "validation_failed" } as const;

/** A malformed drill id in the address is an unknown drill (404), like one the bank doesn't hold. */
const drillAddress = validator("param", (value) => {
  const parsed = drillParam.safeParse(value);
  if (!parsed.success) throw notFound("drill");
  return parsed.data;
});

const roomAddress = validator("param", (value) => {
  const parsed = drillRoomParam.safeParse(value);
  if (!parsed.success) throw notFound("room");
  return parsed.data;
});

/**
 * /api/drills — the training drills (screens.md §6.4): every route needs a session; the service opens a room's
 * drills by plan (free: floors 1–2, else 402 plan_required for practice.drills).
 */
export function drillRoutes(deps: ServiceContext & { auth: Auth }) {
  const ctx = (c: { var: AppEnv["Variables"] }): ActorContext => ({
    db: deps.db,
    clock: deps.clock,
    logger: c.var.logger,
    actor: c.var.actor,
  });
  return new Hono<AppEnv>()
    .use(requireSession(deps.auth))
    .get("/", async (c) => c.json(await getDrillsOverview(ctx(c))))
    .get("/rooms/:roomId", roomAddress, async (c) =>
      c.json(await getDrillRoom(ctx(c), c.req.valid("param").roomId)),
    )
    .get("/:drillId", drillAddress, async (c) => c.json(await getDrill(ctx(c), c.req.valid("param").drillId)))
    .post("/:drillId/attempts", drillAddress, validate("json", drillAttemptInput, invalid), async (c) =>
      c.json(await submitDrillAttempt(ctx(c), c.req.valid("param").drillId, c.req.valid("json"))),
    );
}
