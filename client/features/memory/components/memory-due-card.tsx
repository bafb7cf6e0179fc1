import { Link } from "react-router";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { useMemoryVerses } from "../api/get-memory-verses";

/** The dashboard's memory widget: saved verses and how many are due today (screens §5.7, MEM-3). */
export function MemoryDueCard() {
  const list = useMemoryVerses();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Memory verses</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        {list.isPending && <Skeleton className="h-12 w-full" />}
        {list.isError && (
          <RetryAlert
            message="Couldn't load your verses."
            onRetry={() => list.refetch()}
            busy={list.isFetching}
          />
        )}
        {list.data && (
          <>
            <p data-testid="dashboard-memory-due">
              {list.data.verses.length === 0
                ? "No verses saved yet."
                : `${list.data.dueToday} due today · ${list.data.memorized} of ${list.data.verses.length} memorized`}
            </p>
            <Button asChild size="sm" variant={list.data.dueToday > 0 ? "gold" : "outline"}>
              <Link to="/memorization-verses">
                {list.data.dueToday > 0 ? "Review verses" : "My Memorization Verses"}
              </Link>
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
