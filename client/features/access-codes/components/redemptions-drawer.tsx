import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { AccessCodeDto } from "@common/schemas/access-codes";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { useRedemptions } from "../api/get-redemptions";
import { formatDateTime } from "../lib/format";

/** View redemptions: who redeemed a code and when (screens §4.1), in a side drawer. */
export function RedemptionsDrawer({ code, onClose }: { code: AccessCodeDto | null; onClose: () => void }) {
  const redemptions = useRedemptions(code?.id ?? null);
  return (
    <Dialog.Root open={code !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-[28rem] max-w-[92vw] flex-col overflow-y-auto bg-white p-5 shadow-xl focus:outline-none">
          <div className="mb-4 flex items-center justify-between gap-2">
            <Dialog.Title className="font-serif text-lg font-semibold text-night">
              Redemptions of <span className="font-mono">{code?.code}</span>
            </Dialog.Title>
            <Dialog.Close className="rounded-md p-2 text-stone-600 hover:bg-stone-100" aria-label="Close">
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Members who redeemed this code</Dialog.Description>
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
