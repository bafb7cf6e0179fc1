import { referralCopy, referralStatusLabels, type ReferralStatus } from "@common/constants/referrals";
import type { ReferralsDto } from "@common/schemas/referrals";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { Skeleton } from "@client/components/ui/skeleton";
import { cn } from "@client/lib/cn";
import { formatDate } from "@client/lib/dates";

const badgeTones: Record<ReferralStatus, string> = {
  signed_up: "bg-stone-100 text-stone-800",
  converted: "bg-indigo-100 text-indigo-900",
  rewarded: "bg-emerald-100 text-emerald-900",
};

/** "Your referrals", newest first: public name, joined date and status badge — never an e-mail. */
export function ReferralList({ data }: { data: ReferralsDto | undefined }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Your referrals</CardTitle>
      </CardHeader>
      <CardContent>
        {data === undefined ? (
          <div className="space-y-3" aria-hidden="true">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : data.referrals.length === 0 ? (
          <p className="text-stone-600">{referralCopy.empty}</p>
        ) : (
          <ul className="divide-y divide-stone-100" aria-label="Your referrals">
            {data.referrals.map((referral) => (
              <li key={referral.id} className="flex items-center gap-3 py-3" data-testid="referral-row">
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-night text-sm font-semibold text-white"
                >
                  {referral.displayName.trim().charAt(0).toUpperCase()}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-ink">{referral.displayName}</p>
                  <p className="text-sm text-stone-600">
                    Joined {formatDate(referral.joinedAt, data.timeZone)}
                  </p>
                </div>
                <span
                  className={cn(
                    "shrink-0 rounded-full px-2.5 py-1 text-xs font-medium",
                    badgeTones[referral.status],
                  )}
                >
                  {referralStatusLabels[referral.status]}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
