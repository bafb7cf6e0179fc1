import type { ReferralsDto } from "@common/schemas/referrals";
import { Skeleton } from "@client/components/ui/skeleton";

const tiles = [
  { key: "signedUp", label: "Signed up" },
  { key: "subscribed", label: "Subscribed" },
  { key: "rewardsEarned", label: "Rewards earned" },
  { key: "rewardDaysEarned", label: "Reward days earned" },
] as const;

/** The four tiles of /referrals (screens §3.6). */
export function ReferralStats({ stats }: { stats: ReferralsDto["stats"] | undefined }) {
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {tiles.map((tile) => (
        <div
          key={tile.key}
          className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
          data-testid={`referral-tile-${tile.key}`}
        >
          <dt className="text-sm text-stone-600">{tile.label}</dt>
          <dd className="mt-1 text-3xl font-semibold text-night">
            {stats ? stats[tile.key] : <Skeleton className="h-9 w-12" />}
          </dd>
        </div>
      ))}
    </dl>
  );
}
