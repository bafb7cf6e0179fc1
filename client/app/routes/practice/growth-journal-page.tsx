import { GrowthJournalScreen } from "@client/features/challenges/components/growth-journal-screen";

/** /growth-journal (screens.md §6.2): every challenge answer, with stats, filters and follow-up notes. */
export function GrowthJournalPage() {
  return <GrowthJournalScreen />;
}
