import type { CriticsAnalysisDto, CriticsResultDto, CriticsSummaryDto } from "@common/schemas/critics";
import type { MessageRow, ThreadRow } from "@server/modules/ai/threads.queries";

/** What a saved analysis keeps in its thread's context (the list reads it without loading the messages). */
export type CriticsContext = { claimCount: number; sourceLabel: string | null };

/** What the analysis message keeps in its payload. */
export type CriticsPayload = { result: CriticsResultDto; notices: string[] };

function contextOf(thread: ThreadRow): CriticsContext {
  const context = thread.context;
  return {
    claimCount: typeof context.claimCount === "number" ? context.claimCount : 0,
    sourceLabel: typeof context.sourceLabel === "string" ? context.sourceLabel : null,
  };
}

export function presentCriticsSummary(thread: ThreadRow): CriticsSummaryDto {
  return {
    id: thread.id,
    title: thread.title,
    createdAt: thread.createdAt.toISOString(),
    claimCount: contextOf(thread).claimCount,
  };
}

export function presentCriticsAnalysis(
  thread: ThreadRow,
  pasted: MessageRow | undefined,
  analysis: MessageRow,
): CriticsAnalysisDto {
  const payload = analysis.payload as CriticsPayload | null;
  return {
    ...presentCriticsSummary(thread),
    sourceLabel: contextOf(thread).sourceLabel,
    text: pasted ? pasted.content : null,
    source: analysis.source === "offline" ? "offline" : "ai",
    result: payload?.result ?? {
      stance: "unclear",
      summary: analysis.content,
      claims: [],
      fallacies: [],
      biblicalResponses: [],
      questionsToAsk: [],
      notes: "",
    },
    notices: payload?.notices ?? [],
  };
}
