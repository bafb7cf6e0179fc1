import { RotateCw } from "lucide-react";
import { Alert } from "./alert";
import { Button } from "./button";

/** A failed load with a way to try again (screens §3.2: "Couldn't load this" with retry). */
export function RetryAlert({
  message = "Couldn't load this",
  onRetry,
  busy = false,
  className,
}: {
  message?: string;
  onRetry: () => unknown;
  busy?: boolean;
  className?: string;
}) {
  return (
    <Alert tone="destructive" className={className}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p>{message}</p>
        <Button variant="outline" size="sm" busy={busy} onClick={() => void onRetry()}>
          {!busy && <RotateCw className="size-4" aria-hidden="true" />}
          Retry
        </Button>
      </div>
    </Alert>
  );
}
