import { Link } from "react-router";
import { overviewOf } from "@common/content/palace/overview";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { usePalaceHome } from "@client/lib/api/get-palace-home";
import { roomPath } from "../lib/status";
import { ProgressBar } from "./progress-bar";

/** The dashboard's palace widget: rooms completed, reviews due, and where to continue (palace.md §4.9, §4.1). */
export function PalaceSummaryCard() {
  const home = usePalaceHome();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Your palace</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        {home.isPending && <Skeleton className="h-20 w-full" />}
        {home.isError && (
          <RetryAlert
            message="Couldn't load your palace."
            onRetry={() => home.refetch()}
            busy={home.isFetching}
          />
        )}
        {home.data && (
          <>
            <p>
              {home.data.summary.roomsCompleted} of {home.data.summary.roomsTotal} rooms completed ·{" "}
              {home.data.summary.palaceXp} XP · {home.data.summary.title}
            </p>
            <ProgressBar
              value={home.data.summary.roomsCompleted}
              max={home.data.summary.roomsTotal}
              label="Palace rooms completed"
            />
            <p data-testid="dashboard-reviews-due">
              {home.data.summary.reviewsDue === 0
                ? "No reviews due."
                : `${home.data.summary.reviewsDue} review ${home.data.summary.reviewsDue === 1 ? "card" : "cards"} due.`}
            </p>
            <div className="flex flex-wrap gap-2">
              {home.data.summary.reviewsDue > 0 && (
                <Button asChild size="sm" variant="gold">
                  <Link to="/palace/review">Review now</Link>
                </Button>
              )}
              {home.data.continueRoomId && (
                <Button asChild size="sm" variant="outline">
                  <Link to={roomPath(overviewOf(home.data.continueRoomId).floor, home.data.continueRoomId)}>
                    Continue: {overviewOf(home.data.continueRoomId).name}
                  </Link>
                </Button>
              )}
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
