import { z } from "zod";

/** POST /api/plans/checkout-session body. Kept apart from plans.ts so the pricing page's types pull in no zod. */
export const checkoutSessionInput = z.object({
  plan: z.enum(["essential", "premium"], { error: "Choose Essential or Premium." }),
});
export type CheckoutSessionInput = z.infer<typeof checkoutSessionInput>;
