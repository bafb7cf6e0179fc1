import { useEffect, useState } from "react";
import { aiText } from "@common/constants/ai";
import { Alert } from "@client/components/ui/alert";
import { useEntitlement } from "@client/lib/use-entitlement";
import { useAiQuota } from "@client/features/ai/api/get-ai-quota";
import { useAiStatus } from "@client/features/ai/api/get-ai-status";
import { QuotaChip } from "@client/features/ai/components/chat-header";
import { ErrorCard } from "@client/features/ai/components/error-card";
import { FlashcardsScreen } from "@client/features/flashcards/components/flashcards-screen";
import type { FlashcardsAiKit } from "@client/features/flashcards/lib/kit";

/** Whether the AI layer is paused (ai.md §1.8 degradedUntil), re-checked as time passes. */
function useDegraded(degradedUntil: string | null | undefined) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  return degradedUntil != null && new Date(degradedUntil).getTime() > now;
}

/**
 * /flashcards (ai.md §3.10). The page lends the flashcards feature what it borrows from the AI assistants' feature
 * (features never import each other): the questions-left chip, the offline and degraded banners (§1.8, §2.1) and the
 * §1.8 error card.
 */
export function FlashcardsPage() {
  const gate = useEntitlement("tools.flashcards");
  const allowed = gate.status === "allowed";
  const status = useAiStatus({ enabled: allowed });
  const quota = useAiQuota({ enabled: allowed });
  const mode = status.data?.mode;
  const degraded = useDegraded(mode === "offline" ? null : status.data?.degradedUntil);

  const kit: FlashcardsAiKit = {
    mode,
    chip: <QuotaChip quota={quota.data} mode={mode} />,
    banner:
      mode === "offline" ? (
        <Alert tone="info" data-testid="offline-banner">
          {aiText.offlineBanner}
        </Alert>
      ) : degraded ? (
        <Alert tone="info" data-testid="degraded-banner">
          {aiText.degradedBanner}
        </Alert>
      ) : null,
    error: (error, onRetry) => (
      <ErrorCard
        error={error}
        offlineMode={mode === "offline"}
        onRetry={onRetry}
        onOffline={onRetry}
        onNew={onRetry}
      />
    ),
  };
  return <FlashcardsScreen gate={gate} kit={kit} />;
}
