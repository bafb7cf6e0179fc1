/**
 * GET /api/plans/checkout: the external card-payment checkout link of each paid plan (spec §7),
 * carrying the member's reference and e-mail, or null when that plan's link is not configured.
 */
export type CheckoutLinks = { essential: string | null; premium: string | null };
