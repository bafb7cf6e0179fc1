import { Hono } from "hono";
import { deleteAccountInput, updateProfileInput } from "@common/schemas/profile";
import type { Auth } from "@server/auth/auth";
import type { AppEnv } from "@server/http/app-env";
import { requireSession } from "@server/http/require-session";
import { validate } from "@server/http/validate";
import type { ServiceContext } from "@server/http/context";
import { deleteMyAccount, getMyProfile, updateMyProfile } from "./profile.service";

export function profileRoutes(deps: ServiceContext & { auth: Auth }) {
  const ctx = (actor: AppEnv["Variables"]["actor"], logger: AppEnv["Variables"]["logger"]) => ({
    db: deps.db,
    clock: deps.clock,
    logger,
    actor,
  });
  return new Hono<AppEnv>()
    .use(requireSession(deps.auth))
    .get("/me", async (c) => c.json(await getMyProfile(ctx(c.var.actor, c.var.logger))))
    .patch("/me", validate("json", updateProfileInput), async (c) =>
      c.json(await updateMyProfile(ctx(c.var.actor, c.var.logger), c.req.valid("json"))),
    )
    .delete("/me", validate("json", deleteAccountInput), async (c) => {
      await deleteMyAccount(ctx(c.var.actor, c.var.logger), c.req.valid("json"));
      // The sessions went with the user row (a cascade no auth hook sees): forget the cached ones too.
      await deps.auth.forgetSessions(c.var.actor.userId);
      return c.json({ deleted: true });
    });
}
