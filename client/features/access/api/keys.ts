export const accessKeys = {
  all: ["access"] as const,
  mine: () => [...accessKeys.all, "mine"] as const,
};
