export const pricingKeys = {
  all: ["pricing"] as const,
  myAccess: () => [...pricingKeys.all, "my-access"] as const,
  checkoutLinks: () => [...pricingKeys.all, "checkout-links"] as const,
};
