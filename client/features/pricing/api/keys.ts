export const pricingKeys = {
  all: ["pricing"] as const,
  checkoutLinks: () => [...pricingKeys.all, "checkout-links"] as const,
};
