import { type ReactNode, useEffect, useState } from "react";
import { aiText } from "@common/constants/ai";
import type { AiSource } from "@common/schemas/ai";
import type { EntitlementKey } from "@common/policies/entitlements";
import { Alert } from "@client/components/ui/alert";
import { useEntitlement } from "@client/lib/use-entitlement";
import { useAiQuota } from "@client/features/ai/api/get-ai-quota";
import { useAiStatus } from "@client/features/ai/api/get-ai-status";
import { QuotaChip } from "@client/features/ai/components/chat-header";
import { PassageChip } from "@client/features/ai/components/chips";
import { ErrorCard } from "@client/features/ai/components/error-card";
import { useReferenceParser } from "@client/features/ai/lib/use-reference-parser";

/** Whether the AI layer is paused (ai.md §1.8 degradedUntil), re-checked as time passes. */
function useDegraded(degradedUntil: string | null | undefined) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  return degradedUntil != null && new Date(degradedUntil).getTime() > now;
}

type ToolError = { code: string; message: string; offlineAvailable?: boolean; at: number };

/**
 * What a structured AI tool's page (Flashcards, Critics Analysis) lends its feature from the AI assistants' feature —
 * features never import each other: the plan gate, the mode, the questions-left chip, the offline or degraded banner
 * (ai.md §1.8, §2.1), the §1.8 error card with its actions, and passage chips that open the reader (ai.md §0).
 */
export function useAiToolKit(key: EntitlementKey) {
  const gate = useEntitlement(key);
  const allowed = gate.status === "allowed";
  const status = useAiStatus({ enabled: allowed });
  const quota = useAiQuota({ enabled: allowed });
  const mode: AiSource | undefined = status.data?.mode;
  const parser = useReferenceParser();
  const degraded = useDegraded(mode === "offline" ? null : status.data?.degradedUntil);
  const banner: ReactNode =
    mode === "offline" ? (
      <Alert tone="info" data-testid="offline-banner">
        {aiText.offlineBanner}
      </Alert>
    ) : degraded ? (
      <Alert tone="info" data-testid="degraded-banner">
        {aiText.degradedBanner}
      </Alert>
    ) : null;
  const errorCard = (error: ToolError, actions: { onRetry: () => void; onOffline: () => void }) => (
    <ErrorCard
      error={error}
      offlineMode={mode === "offline"}
      onRetry={actions.onRetry}
      onOffline={actions.onOffline}
      onNew={actions.onRetry}
    />
  );
  const passage = (reference: string) => <PassageChip key={reference} entry={reference} parser={parser} />;
  return { gate, mode, chip: <QuotaChip quota={quota.data} mode={mode} />, banner, errorCard, passage };
}
