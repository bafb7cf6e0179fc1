import { AlertCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { aiLimits, aiText } from "@common/constants/ai";
import { Button } from "@client/components/ui/button";
import { errorActions, retryDelayMs } from "../lib/error-actions";
import type { TurnError } from "../lib/use-chat";

/** Seconds until Retry opens (ai_provider_busy waits 20 s after the error), ticking down. */
function useSecondsUntil(at: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at <= now) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [at, now]);
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * A failed question, inside the tool under the question (ai.md §1.8): our error body's message — never the
 * transport's — and the actions its code allows.
 */
export function ErrorCard({
  error,
  offlineMode,
  onRetry,
  onOffline,
  onNew,
}: {
  error: TurnError;
  offlineMode: boolean;
  onRetry: () => void;
  onOffline: () => void;
  onNew: () => void;
}) {
  const actions = errorActions(error.code, { offlineAvailable: error.offlineAvailable, offlineMode });
  const wait = useSecondsUntil(error.at + retryDelayMs(error.code, aiLimits.busyRetryAfterMs));
  return (
    <div
      role="alert"
      data-testid="ai-error"
      data-code={error.code}
      className="space-y-3 rounded-xl border border-red-300 bg-red-50 p-4 text-red-950"
    >
      <p className="flex gap-2">
        <AlertCircle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <span>{error.message}</span>
      </p>
      {actions.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {actions.includes("retry") && (
            <Button variant="outline" size="sm" disabled={wait > 0} onClick={onRetry}>
              {wait > 0 ? `Retry (in ${wait} s)` : "Retry"}
            </Button>
          )}
          {actions.includes("offline") && (
            <Button variant="outline" size="sm" onClick={onOffline}>
              {aiText.answerOffline}
            </Button>
          )}
          {actions.includes("new") && (
            <Button variant="outline" size="sm" onClick={onNew}>
              New conversation
            </Button>
          )}
          {actions.includes("plans") && (
            <Button asChild variant="outline" size="sm">
              <Link to="/pricing">See plans</Link>
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
