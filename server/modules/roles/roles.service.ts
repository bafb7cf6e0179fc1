import { notFound } from "@server/http/errors";
import type { ServiceContext } from "@server/http/context";
import { insertAuditEntry } from "../audit/audit.queries";
import { type AppRole, findUserIdByEmail, insertRole } from "./roles.queries";

export type GrantRoleResult = { userId: string; granted: boolean };

/**
 * Gives `role` to the account with this e-mail (the command line's first admin, the e2e test
 * route). Granting a role a member already has changes nothing and logs nothing.
 */
export async function grantRoleByEmail(
  ctx: ServiceContext,
  input: { email: string; role: AppRole; grantedBy: string | null },
): Promise<GrantRoleResult> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const userId = await findUserIdByEmail(tx, input.email);
    if (!userId) throw notFound("account");
    const granted = await insertRole(tx, {
      userId,
      role: input.role,
      grantedBy: input.grantedBy,
      grantedAt: now,
    });
    if (granted) {
      await insertAuditEntry(tx, {
        actorId: input.grantedBy,
        action: "role.grant",
        targetType: "user",
        targetId: userId,
        payload: { role: input.role },
        createdAt: now,
      });
    }
    return { userId, granted };
  });
}
