import type { AccessCodeDto } from "@common/schemas/access-codes";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@client/components/ui/dialog";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { useRedemptions } from "../api/get-redemptions";
import { formatDateTime } from "../lib/format";

/** View redemptions: who redeemed a code and when (screens §4.1), in a side drawer. */
export function RedemptionsDrawer({ code, onClose }: { code: AccessCodeDto | null; onClose: () => void }) {
  const redemptions = useRedemptions(code?.id ?? null);
  return (
    <Dialog open={code !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent layout="side">
        <DialogHeader>
          <DialogTitle>
            Redemptions of <span className="font-mono">{code?.code}</span>
          </DialogTitle>
          <DialogDescription className="sr-only">Members who redeemed this code</DialogDescription>
        </DialogHeader>
        {redemptions.isPending && (
          <div className="space-y-2" aria-busy="true" aria-label="Loading redemptions">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        )}
        {redemptions.isError && (
          <RetryAlert
            message="Couldn't load the redemptions"
            onRetry={() => redemptions.refetch()}
            busy={redemptions.isFetching}
          />
        )}
        {redemptions.data && redemptions.data.length === 0 && (
          <p className="text-sm text-stone-600">Nobody has redeemed this code yet.</p>
        )}
        {redemptions.data && redemptions.data.length > 0 && (
          <ul className="divide-y divide-stone-100">
            {redemptions.data.map((redemption) => (
              <li key={redemption.userId} className="py-3 text-sm">
                <p className="font-medium text-ink">{redemption.displayName}</p>
                <p className="break-all text-stone-600">{redemption.email}</p>
                <p className="text-xs text-stone-500">{formatDateTime(redemption.redeemedAt)}</p>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
