import { AchievementsScreen } from "@client/features/achievements/components/achievements-screen";

/** /achievements (screens.md §3.10): the member's badges and progress. */
export function AchievementsPage() {
  return <AchievementsScreen />;
}
