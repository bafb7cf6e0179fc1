import { EquationsScreen } from "@client/features/equations/components/equations-screen";

/** /equations-challenge (screens.md §6.3): the Equations Challenge. */
export function EquationsChallengePage() {
  return <EquationsScreen />;
}
