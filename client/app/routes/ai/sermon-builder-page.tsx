import { SermonScreen } from "@client/features/sermons/components/sermon-screen";
import type { SermonAiKit } from "@client/features/sermons/lib/kit";
import { useAiToolKit } from "./use-ai-tool-kit";

/**
 * /sermon-builder (ai.md §3.9). The page lends the sermons feature what it borrows from the AI assistants' feature:
 * the questions-left chip, the offline and degraded banners, the §1.8 error card, whose Answer offline asks the
 * offline study engine, and passage chips that open the reader.
 */
export function SermonBuilderPage() {
  const { gate, mode, chip, banner, errorCard, passage } = useAiToolKit("ai.sermon_builder");
  const kit: SermonAiKit = { mode, chip, banner, error: errorCard, passage };
  return <SermonScreen gate={gate} kit={kit} />;
}
