import { LobbyScreen } from "@client/features/live-study/components/lobby-screen";

/** /live-study (screens.md §8.2): the live study lobby. */
export function LiveStudyPage() {
  return <LobbyScreen />;
}
