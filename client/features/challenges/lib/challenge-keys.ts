// The daily challenges' and growth journal's query keys; the dashboard's Today's challenge card is this feature's too.

/** Daily challenges (screens §6.1): today's card and submission; the growth journal (§6.2) per filter set. */
export const challengeKeys = {
  all: ["challenges"] as const,
  today: () => [...challengeKeys.all, "today"] as const,
  journals: () => [...challengeKeys.all, "journal"] as const,
  journal: (filters: { tier?: string; subtype?: string; from?: string; to?: string; q?: string }) =>
    [...challengeKeys.journals(), filters] as const,
};
