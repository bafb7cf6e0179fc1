import type { CheckoutLinks } from "@common/schemas/plans";
import type { Actor } from "@server/http/context";
import type { PaymentsProvider } from "@server/services/payments/payments";

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

/**
 * GET /api/plans/checkout. With a payment provider configured the buttons create a checkout
 * session (POST /api/plans/checkout-session); otherwise one link per paid plan, null while that
 * plan has none configured.
 */
export function getCheckoutLinks(
  ctx: { actor: Actor },
  urls: CheckoutUrls | undefined,
  provider?: Pick<PaymentsProvider, "availablePlans">,
): CheckoutLinks {
  if (provider) {
    return {
      mode: "session",
      essential: provider.availablePlans.includes("essential"),
      premium: provider.availablePlans.includes("premium"),
    };
  }
  return {
    mode: "link",
    essential: linkFor(urls?.essential, ctx.actor),
    premium: linkFor(urls?.premium, ctx.actor),
  };
}
