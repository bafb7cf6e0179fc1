import { RefreshCw, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@client/components/ui/button";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { type StudyError, type StudyKit, modelOn } from "../lib/kit";

/** A pool item on its way. */
export function PoolLoading({ label }: { label: string }) {
  return (
    <div className="space-y-3" aria-busy="true" aria-label={label}>
      <Skeleton className="h-6 w-40" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}

/** A pool item that didn't load, with Retry. */
export function PoolFailed({ what, onRetry, busy }: { what: string; onRetry: () => unknown; busy: boolean }) {
  return <RetryAlert message={`Couldn't load ${what}.`} onRetry={onRetry} busy={busy} />;
}

/** The pool item's actions: its §1.8 error, the next item from the pool, a fresh one from the model, and extras. */
export function PoolActions({
  kit,
  item,
  nextLabel,
  freshLabel,
  children,
}: {
  kit: StudyKit;
  item: { error: StudyError | null; asking: boolean; next: () => void; askModel: () => void };
  nextLabel: string;
  freshLabel: string;
  children?: ReactNode;
}) {
  return (
    <>
      {item.error && kit.error(item.error, { onRetry: item.askModel, onOffline: item.next })}
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" onClick={item.next} disabled={item.asking}>
          <RefreshCw className="size-4" aria-hidden="true" />
          {nextLabel}
        </Button>
        {modelOn(kit) && (
          <Button variant="outline" size="sm" onClick={item.askModel} busy={item.asking}>
            {!item.asking && <Sparkles className="size-4" aria-hidden="true" />}
            {freshLabel}
          </Button>
        )}
        {children}
      </div>
    </>
  );
}
