import { Hono } from "hono";
import { mutedUserParam, muteMemberInput } from "@common/schemas/mutes";
import type { Auth } from "@server/auth/auth";
import type { AppEnv } from "@server/http/app-env";
import type { ServiceContext } from "@server/http/context";
import { requireAnyRole } from "@server/http/require-role";
import { requireSession } from "@server/http/require-session";
import { validate } from "@server/http/validate";
import { getMyMute, muteMember, unmuteMember } from "./mutes.service";

type Deps = ServiceContext & { auth: Auth };

const context = (deps: Deps, vars: AppEnv["Variables"]) => ({
  db: deps.db,
  clock: deps.clock,
  bus: deps.bus,
  logger: vars.logger,
  actor: vars.actor,
});

/** /api/admin/mutes — staff (admins and moderators) mute and unmute members (screens §4.3); 403 for anyone else. */
export function muteAdminRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .use(requireSession(deps.auth))
    .use(requireAnyRole(["admin", "moderator"], deps.db))
    .post("/", validate("json", muteMemberInput), async (c) =>
      c.json(await muteMember(context(deps, c.var), c.req.valid("json")), 201),
    )
    .delete("/:userId", validate("param", mutedUserParam), async (c) =>
      c.json(await unmuteMember(context(deps, c.var), c.req.valid("param").userId)),
    );
}

/** /api/mutes/me — the signed-in member's own running mute, `{ until }` or null. */
export function myMuteRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .use(requireSession(deps.auth))
    .get("/me", async (c) => c.json(await getMyMute(context(deps, c.var))));
}
