import type { ListAccessCodesQuery } from "@common/schemas/access-codes";

export const accessCodeKeys = {
  all: ["access-codes"] as const,
  lists: () => [...accessCodeKeys.all, "list"] as const,
  list: (filters: ListAccessCodesQuery) => [...accessCodeKeys.lists(), filters] as const,
  redemptions: (id: string) => [...accessCodeKeys.all, "redemptions", id] as const,
};
