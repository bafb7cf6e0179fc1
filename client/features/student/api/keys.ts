export const studentKeys = {
  all: ["student"] as const,
  status: () => [...studentKeys.all, "status"] as const,
};
