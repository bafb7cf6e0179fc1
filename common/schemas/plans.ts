/**
 * GET /api/plans/checkout: how the paid plan buttons pay (spec §7, screens §2.3).
 * - `link`: the external checkout link of each paid plan (CHECKOUT_URL_*), carrying the member's
 *   reference and e-mail, or null when that plan's link is not configured.
 * - `session`: Stripe is configured; the button asks POST /api/plans/checkout-session for a
 *   checkout made for this member. Each flag says whether that plan has a price configured.
 */
export type CheckoutLinks =
  | { mode: "link"; essential: string | null; premium: string | null }
  | { mode: "session"; essential: boolean; premium: boolean };

/** POST /api/plans/checkout-session and POST /api/billing/portal answer where to send the member. */
export type RedirectUrl = { url: string };
