import { TrainingScreen } from "@client/features/training/components/training-screen";
import { useDocumentTitle } from "@client/lib/page-title";

/** /spiritual-training (screens.md §7.6): Christian Art of War. */
export function SpiritualTrainingPage() {
  useDocumentTitle("Christian Art of War");
  return <TrainingScreen />;
}
