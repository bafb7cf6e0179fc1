import type { LeaderboardRowDto } from "@common/schemas/leaderboard";
import { toPublicProfile } from "@server/modules/profile/public-profile";
import type { RankedRow } from "./leaderboard.queries";

/** A ranked row: the public projection, the ranked value and rank, and whether it is the caller's. */
export function presentRow(row: RankedRow, callerId: string): LeaderboardRowDto {
  return {
    rank: row.rank,
    value: row.value,
    member: toPublicProfile(row),
    isMe: row.userId === callerId,
  };
}
