import { Hono } from "hono";
import {
  adminUserGrantParam,
  adminUserIdParam,
  adminUserRoleParam,
  adminUsersQuery,
  grantPremiumInput,
  grantRoleInput,
} from "@common/schemas/admin-users";
import type { Auth } from "@server/auth/auth";
import type { AppEnv } from "@server/http/app-env";
import type { ServiceContext } from "@server/http/context";
import { requireRole } from "@server/http/require-role";
import { requireSession } from "@server/http/require-session";
import { validate } from "@server/http/validate";
import {
  getMemberDetail,
  grantMemberRole,
  grantPremium,
  listMembers,
  removeMemberRole,
  revokeGrant,
  signOutEverywhere,
} from "./admin-users.service";

type Deps = ServiceContext & { auth: Auth };

const context = (deps: Deps, vars: AppEnv["Variables"]) => ({
  db: deps.db,
  clock: deps.clock,
  bus: deps.bus,
  logger: vars.logger,
  actor: vars.actor,
});

/** /api/admin/users — admins only (screens §4.2); moderators and members get 403. */
export function adminUserRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .use(requireSession(deps.auth))
    .use(requireRole("admin", deps.db))
    .get("/", validate("query", adminUsersQuery), async (c) =>
      c.json(await listMembers(context(deps, c.var), c.req.valid("query"))),
    )
    .get("/:userId", validate("param", adminUserIdParam), async (c) =>
      c.json(await getMemberDetail(context(deps, c.var), c.req.valid("param").userId)),
    )
    .post(
      "/:userId/roles",
      validate("param", adminUserIdParam),
      validate("json", grantRoleInput),
      async (c) =>
        c.json(
          await grantMemberRole(context(deps, c.var), c.req.valid("param").userId, c.req.valid("json").role),
        ),
    )
    .delete("/:userId/roles/:role", validate("param", adminUserRoleParam), async (c) => {
      const { userId, role } = c.req.valid("param");
      return c.json(await removeMemberRole(context(deps, c.var), userId, role));
    })
    .post(
      "/:userId/grants",
      validate("param", adminUserIdParam),
      validate("json", grantPremiumInput),
      async (c) =>
        c.json(
          await grantPremium(context(deps, c.var), c.req.valid("param").userId, c.req.valid("json")),
          201,
        ),
    )
    .post("/:userId/grants/:grantId/revoke", validate("param", adminUserGrantParam), async (c) => {
      const { userId, grantId } = c.req.valid("param");
      return c.json(await revokeGrant(context(deps, c.var), userId, grantId));
    })
    .post("/:userId/sign-out-everywhere", validate("param", adminUserIdParam), async (c) =>
      c.json(
        await signOutEverywhere(context(deps, c.var), c.req.valid("param").userId, (userId) =>
          deps.auth.forgetSessions(userId),
        ),
      ),
    );
}
