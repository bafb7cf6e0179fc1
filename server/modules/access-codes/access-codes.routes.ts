import { Hono } from "hono";
import {
  accessCodeIdParam,
  createAccessCodeInput,
  listAccessCodesQuery,
  redeemAccessCodeInput,
} from "@common/schemas/access-codes";
import type { Auth } from "@server/auth/auth";
import type { AppEnv } from "@server/http/app-env";
import { clientAddress } from "@server/http/client-address";
import type { ServiceContext } from "@server/http/context";
import { requireRole } from "@server/http/require-role";
import { requireSession } from "@server/http/require-session";
import { validate } from "@server/http/validate";
import {
  createAccessCode,
  listCodeRedemptions,
  listCodes,
  redeemAccessCode,
  turnOffCode,
} from "./access-codes.service";

type Deps = ServiceContext & { auth: Auth };

const context = (deps: Deps, vars: AppEnv["Variables"]) => ({
  db: deps.db,
  clock: deps.clock,
  logger: vars.logger,
  actor: vars.actor,
});

/** /api/admin/access-codes — admins only (screens §4.1); every other member gets 403. */
export function accessCodeAdminRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .use(requireSession(deps.auth))
    .use(requireRole("admin", deps.db))
    .get("/", validate("query", listAccessCodesQuery), async (c) =>
      c.json(await listCodes(context(deps, c.var), c.req.valid("query"))),
    )
    .post("/", validate("json", createAccessCodeInput), async (c) =>
      c.json(await createAccessCode(context(deps, c.var), c.req.valid("json")), 201),
    )
    .get("/:id/redemptions", validate("param", accessCodeIdParam), async (c) =>
      c.json(await listCodeRedemptions(context(deps, c.var), c.req.valid("param").id)),
    )
    .post("/:id/turn-off", validate("param", accessCodeIdParam), async (c) =>
      c.json(await turnOffCode(context(deps, c.var), c.req.valid("param").id)),
    );
}

/** /api/access — a member redeems a code (screens §3.3). */
export function accessRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .use(requireSession(deps.auth))
    .post("/redeem", validate("json", redeemAccessCodeInput), async (c) =>
      c.json(await redeemAccessCode(context(deps, c.var), c.req.valid("json"), clientAddress(c))),
    );
}
