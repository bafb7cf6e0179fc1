import { Loader2 } from "lucide-react";
import { useRealtimeState } from "@client/lib/use-realtime";

/** The small "Reconnecting…" chip (screens §1.7) while the tab's realtime connection is down. */
export function ReconnectingChip() {
  const state = useRealtimeState();
  if (state !== "reconnecting") return null;
  return (
    <span
      role="status"
      className="inline-flex items-center gap-1.5 rounded-full border border-amber-300 bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-900"
      data-testid="reconnecting-chip"
    >
      <Loader2 className="size-3 animate-spin" aria-hidden="true" />
      Reconnecting…
    </span>
  );
}
