import type { RedirectUrl } from "@common/schemas/plans";

/** Where to send the member (a checkout or the billing portal): the address only, nothing else of the provider's session. */
export function presentRedirect(session: { url: string }): RedirectUrl {
  return { url: session.url };
}
