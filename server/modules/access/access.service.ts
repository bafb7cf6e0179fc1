import { effectiveAccess, type EffectiveAccess, type EntitlementFields } from "../../../common/policies/effective-plan";
import type { ServiceContext } from "../../http/context";
import { findLiveGrants } from "./access.queries";

/**
 * The member's effective plan now, from their entitlement columns and live grants. Computed on
 * every request (never stored), so a trial or grant that ends changes access at that moment.
 */
export async function loadAccess(ctx: ServiceContext, userId: string, fields: EntitlementFields): Promise<EffectiveAccess> {
  const now = ctx.clock.now();
  return effectiveAccess(fields, now, await findLiveGrants(ctx.db, userId, now));
}
