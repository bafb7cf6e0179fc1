// Power of the Lamb's query keys (only this feature reads them).

export const ministryKeys = {
  all: ["ministry"] as const,
  powerOfTheLamb: () => [...ministryKeys.all, "power-of-the-lamb"] as const,
};
