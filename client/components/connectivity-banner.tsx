import { WifiOff, Wifi } from "lucide-react";
import { useEffect, useState } from "react";
import { cn } from "../lib/cn";

/** How long "Back online!" stays up (spec §9: 3000 ms). */
export const backOnlineMs = 3000;

type State = "online" | "offline" | "back-online";

/** Bottom-right banner: offline warning, then a short "back online" note (spec §4). */
export function ConnectivityBanner() {
  const [state, setState] = useState<State>(() => (navigator.onLine ? "online" : "offline"));

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const goOffline = () => {
      clearTimeout(timer);
      setState("offline");
    };
    const goOnline = () => {
      setState("back-online");
      clearTimeout(timer);
      timer = setTimeout(() => setState("online"), backOnlineMs);
    };
    window.addEventListener("offline", goOffline);
    window.addEventListener("online", goOnline);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("offline", goOffline);
      window.removeEventListener("online", goOnline);
    };
  }, []);

  return (
    <div
      className="pointer-events-none fixed bottom-4 right-4 z-50 max-w-sm"
      role="status"
      aria-live="polite"
    >
      {state !== "online" && (
        <div
          data-testid="connectivity-banner"
          className={cn(
            "pointer-events-auto flex items-center gap-2 rounded-lg px-4 py-3 text-sm font-medium shadow-lg",
            state === "offline" ? "bg-destructive text-white" : "bg-emerald-600 text-white",
          )}
        >
          {state === "offline" ? (
            <WifiOff className="size-4" aria-hidden="true" />
          ) : (
            <Wifi className="size-4" aria-hidden="true" />
          )}
          {state === "offline"
            ? "You're offline. Some features may not work."
            : "Back online! Your changes will sync."}
        </div>
      )}
    </div>
  );
}
