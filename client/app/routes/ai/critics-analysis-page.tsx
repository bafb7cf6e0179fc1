import { CriticsScreen } from "@client/features/critics/components/critics-screen";
import type { CriticsAiKit } from "@client/features/critics/lib/kit";
import { useAiToolKit } from "./use-ai-tool-kit";

/**
 * /critics-analysis (ai.md §3.8). The page lends the critics feature what it borrows from the AI assistants' feature:
 * the questions-left chip, the offline and degraded banners, the §1.8 error card, whose Answer offline asks the
 * offline study engine, and passage chips that open the reader.
 */
export function CriticsAnalysisPage() {
  const { gate, mode, chip, banner, errorCard, passage } = useAiToolKit("ai.critics_analysis");
  const kit: CriticsAiKit = { mode, chip, banner, error: errorCard, passage };
  return <CriticsScreen gate={gate} kit={kit} />;
}
