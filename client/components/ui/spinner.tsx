import { Loader2 } from "lucide-react";
import { cn } from "@client/lib/cn";

export function Spinner({ className, label = "Loading" }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center">
      <Loader2 className={cn("size-6 animate-spin text-night-light", className)} aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** The centred spinner shown while a protected page checks the session (spec §2). */
export function CenteredSpinner() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center" data-testid="page-spinner">
      <Spinner className="size-8" />
    </div>
  );
}
