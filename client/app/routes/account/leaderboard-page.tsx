import { useSearchParams } from "react-router";
import { LeaderboardScreen } from "@client/features/leaderboard/components/leaderboard-screen";
import {
  readView,
  writeView,
  type LeaderboardView,
} from "@client/features/leaderboard/lib/leaderboard-params";

/** /leaderboard (screens §3.11): Period and Ranking live in the URL (?period=&ranking=), so links and reloads keep them. */
export function LeaderboardPage() {
  const [params, setParams] = useSearchParams();
  const view = readView(params);
  const onViewChange = (next: LeaderboardView) =>
    setParams((current) => writeView(current, next), { replace: true });
  return <LeaderboardScreen view={view} onViewChange={onViewChange} />;
}
