import type { PublicProfileDto } from "@common/schemas/public-profile";

/**
 * Who is typing in a channel (screens.md §8.1): each `typing` event names a member and when it runs out (5 seconds
 * unless renewed). The line under the stream reads "{names} is typing…".
 */

export type Typist = { user: PublicProfileDto; expiresAt: number };

/** Typists after a `typing` event (the member's own events are ignored), expired ones dropped. */
export function withTypist(
  typists: readonly Typist[],
  user: PublicProfileDto,
  expiresAt: string,
  viewerId: string | null,
  now: number,
): Typist[] {
  const live = activeTypists(typists, now).filter((typist) => typist.user.userId !== user.userId);
  if (user.userId === viewerId) return live;
  const until = Date.parse(expiresAt);
  return Number.isFinite(until) && until > now ? [...live, { user, expiresAt: until }] : live;
}

export const activeTypists = (typists: readonly Typist[], now: number) =>
  typists.filter((typist) => typist.expiresAt > now);

/** A typist whose message arrived has stopped typing. */
export const withoutTypist = (typists: readonly Typist[], userId: string | null | undefined) =>
  userId ? typists.filter((typist) => typist.user.userId !== userId) : [...typists];

/** "Ann is typing…", "Ann and Ben are typing…", "Ann, Ben and Cy are typing…", "4 people are typing…". */
export function typingLine(typists: readonly Typist[]): string | null {
  const names = typists.map((typist) => typist.user.displayName);
  if (names.length === 0) return null;
  if (names.length === 1) return `${names[0]} is typing…`;
  if (names.length > 3) return `${names.length} people are typing…`;
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)} are typing…`;
}

/** When the line must next change on its own: the soonest expiry (null: nothing to wait for). */
export const nextExpiry = (typists: readonly Typist[]) =>
  typists.length === 0 ? null : Math.min(...typists.map((typist) => typist.expiresAt));
