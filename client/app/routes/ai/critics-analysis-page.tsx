import { useEffect, useState } from "react";
import { aiText } from "@common/constants/ai";
import { Alert } from "@client/components/ui/alert";
import { useEntitlement } from "@client/lib/use-entitlement";
import { useAiQuota } from "@client/features/ai/api/get-ai-quota";
import { useAiStatus } from "@client/features/ai/api/get-ai-status";
import { QuotaChip } from "@client/features/ai/components/chat-header";
import { ErrorCard } from "@client/features/ai/components/error-card";
import { CriticsScreen } from "@client/features/critics/components/critics-screen";
import type { CriticsAiKit } from "@client/features/critics/lib/kit";

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
 * /critics-analysis (ai.md §3.8). The page lends the critics feature what it borrows from the AI assistants' feature
 * (features never import each other): the questions-left chip, the offline and degraded banners and the §1.8 error
 * card, whose Answer offline asks the offline study engine.
 */
export function CriticsAnalysisPage() {
  const gate = useEntitlement("ai.critics_analysis");
  const allowed = gate.status === "allowed";
  const status = useAiStatus({ enabled: allowed });
  const quota = useAiQuota({ enabled: allowed });
  const mode = status.data?.mode;
  const degraded = useDegraded(mode === "offline" ? null : status.data?.degradedUntil);

  const kit: CriticsAiKit = {
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
    error: (error, { onRetry, onOffline }) => (
      <ErrorCard
        error={error}
        offlineMode={mode === "offline"}
        onRetry={onRetry}
        onOffline={onOffline}
        onNew={onRetry}
      />
    ),
  };
  return <CriticsScreen gate={gate} kit={kit} />;
}
