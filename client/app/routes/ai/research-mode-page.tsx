import { ResearchScreen } from "@client/features/research/components/research-screen";
import type { ResearchAiKit } from "@client/features/research/lib/kit";
import { useAiToolKit } from "./use-ai-tool-kit";

/**
 * /research-mode (ai.md §3.7). The page lends the research feature what it borrows from the AI assistants' feature:
 * the questions-left chip, the offline and degraded banners, the §1.8 error card, whose Answer offline asks the
 * offline study engine, and passage chips that open the reader.
 */
export function ResearchModePage() {
  const { gate, mode, chip, banner, errorCard, passage } = useAiToolKit("ai.research_mode");
  const kit: ResearchAiKit = { mode, chip, banner, error: errorCard, passage };
  return <ResearchScreen gate={gate} kit={kit} />;
}
