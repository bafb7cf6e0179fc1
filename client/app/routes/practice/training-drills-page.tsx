import { DrillsScreen } from "@client/features/drills/components/drills-screen";

/** /training-drills (screens.md §6.4): Palace Training Drills. */
export function TrainingDrillsPage() {
  return <DrillsScreen />;
}
