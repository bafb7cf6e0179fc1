/** Query keys of /admin/users (screens §4.2): the member search pages and each member's drawer. */
export const adminUserKeys = {
  all: ["admin-users"] as const,
  lists: () => [...adminUserKeys.all, "list"] as const,
  list: (q: string) => [...adminUserKeys.lists(), q] as const,
  details: () => [...adminUserKeys.all, "detail"] as const,
  detail: (userId: string) => [...adminUserKeys.details(), userId] as const,
};
