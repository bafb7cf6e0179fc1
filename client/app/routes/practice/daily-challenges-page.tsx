import { DailyChallengesScreen } from "@client/features/challenges/components/daily-challenges-screen";

/** /daily-challenges (screens.md §6.1): today's palace exercise. */
export function DailyChallengesPage() {
  return <DailyChallengesScreen />;
}
