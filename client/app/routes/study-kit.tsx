import { useAiQuota } from "@client/features/ai/api/get-ai-quota";
import { useAiStatus } from "@client/features/ai/api/get-ai-status";
import { QuotaChip } from "@client/features/ai/components/chat-header";
import { PassageChip } from "@client/features/ai/components/chips";
import { ErrorCard } from "@client/features/ai/components/error-card";
import { SourceBadge } from "@client/features/ai/components/source-badge";
import { useReferenceParser } from "@client/features/ai/lib/use-reference-parser";
import type { StudyKit } from "@client/features/ai-study/lib/kit";

/**
 * What the room and verse panels borrow from the AI assistants' feature (ai.md §3.12): the mode, the questions-left
 * chip, the source badge, passage chips that open the reader and the §1.8 error card. Pages compose features.
 */
export function useStudyKit(): StudyKit {
  const status = useAiStatus();
  const quota = useAiQuota();
  const parser = useReferenceParser();
  const mode = status.data?.mode;
  return {
    mode,
    chip: <QuotaChip quota={quota.data} mode={mode} />,
    badge: (source) => <SourceBadge source={source} testId="study-source" />,
    passage: (reference) => <PassageChip entry={reference} parser={parser} />,
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
}
