import { FlashcardsScreen } from "@client/features/flashcards/components/flashcards-screen";
import type { FlashcardsAiKit } from "@client/features/flashcards/lib/kit";
import { useAiToolKit } from "./use-ai-tool-kit";

/**
 * /flashcards (ai.md §3.10). The page lends the flashcards feature what it borrows from the AI assistants' feature
 * (features never import each other): the questions-left chip, the offline and degraded banners (§1.8, §2.1) and the
 * §1.8 error card. A generation has no "answer offline" switch (the server answers offline itself when no model is
 * configured), so that action retries.
 */
export function FlashcardsPage() {
  const { gate, mode, chip, banner, errorCard } = useAiToolKit("tools.flashcards");
  const kit: FlashcardsAiKit = {
    mode,
    chip,
    banner,
    error: (error, onRetry) => errorCard(error, { onRetry, onOffline: onRetry }),
  };
  return <FlashcardsScreen gate={gate} kit={kit} />;
}
