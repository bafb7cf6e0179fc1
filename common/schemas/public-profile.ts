/**
 * The only view one member has of another (data-model.md §13 `public_profiles`, D6): never an e-mail, username,
 * plan, streak or last-seen time. Community, partners, leaderboards and live rooms all send this shape.
 */
export type PublicProfileDto = {
  userId: string;
  displayName: string;
  avatarUrl: string | null;
  level: number;
};
