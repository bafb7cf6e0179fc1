import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";

/** POST /api/billing/portal: the payment provider's billing portal for this member → its URL. */
export const createBillingPortalSession = () => unwrap(api.billing.portal.$post());

export const useBillingPortal = () => useMutation({ mutationFn: createBillingPortalSession });
