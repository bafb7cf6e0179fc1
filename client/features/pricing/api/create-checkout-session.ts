import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";

/** POST /api/plans/checkout-session: a Stripe Checkout made for this member and plan → its URL. */
export const createCheckoutSession = (plan: "essential" | "premium") =>
  unwrap(api.plans["checkout-session"].$post({ json: { plan } }));

export const useCreateCheckoutSession = () => useMutation({ mutationFn: createCheckoutSession });
