import type { CheckoutLinks } from "../../../common/schemas/plans";
import type { Actor } from "../../http/context";

export type CheckoutUrls = { essential: string | undefined; premium: string | undefined };

/**
 * The configured checkout link with the member's id as `client_reference_id` and e-mail as
 * `prefilled_email` (the parameters payment links accept), so the provider's confirmation can be
 * matched to this account and the member need not type the address again.
 */
function linkFor(base: string | undefined, actor: Actor): string | null {
  if (!base) return null;
  const url = new URL(base);
  url.searchParams.set("client_reference_id", actor.userId);
  url.searchParams.set("prefilled_email", actor.email);
  return url.toString();
}

/** GET /api/plans/checkout: one link per paid plan, null while that plan has none configured. */
export function getCheckoutLinks(ctx: { actor: Actor }, urls: CheckoutUrls | undefined): CheckoutLinks {
  return { essential: linkFor(urls?.essential, ctx.actor), premium: linkFor(urls?.premium, ctx.actor) };
}
