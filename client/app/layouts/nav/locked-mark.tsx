import { Lock } from "lucide-react";

/** The small lock after a menu label whose feature the member's plan does not include. */
export function LockedMark() {
  return (
    <>
      <Lock className="size-3.5 shrink-0 opacity-70" aria-hidden="true" data-testid="nav-lock" />
      <span className="sr-only"> (requires a paid plan)</span>
    </>
  );
}
