import { Link } from "react-router";
import { overviewOf } from "@common/content/palace/overview";
import type { PalaceHomeDto } from "@common/schemas/palace";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { formatDate } from "@client/lib/dates";
import { roomPath } from "../lib/status";
import { ProgressBar } from "./progress-bar";

const START_HERE = ["sr", "ir", "24fps"] as const;
const START_MINUTES: Record<(typeof START_HERE)[number], number> = { sr: 10, ir: 5, "24fps": 5 };

/** Progress from the server's ledger and room progress — never a literal (palace.md §4.1, §4.10). */
export function PalaceProgress({ home }: { home: PalaceHomeDto }) {
  const { summary } = home;
  const pct = Math.round((summary.roomsCompleted / summary.roomsTotal) * 100);
  const continueRoom = home.continueRoomId ? overviewOf(home.continueRoomId) : null;
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <Card className="md:col-span-2">
        <CardHeader>
          <CardTitle className="text-lg">Your progress</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3">
          <div>
            <div className="flex justify-between text-sm">
              <span>
                Rooms completed <strong data-testid="rooms-completed">{summary.roomsCompleted}</strong>/
                {summary.roomsTotal}
              </span>
              <span>{pct}%</span>
            </div>
            <ProgressBar
              value={summary.roomsCompleted}
              max={summary.roomsTotal}
              label="Rooms completed"
              className="mt-1"
            />
          </div>
          <dl className="grid grid-cols-3 gap-2 text-center text-sm">
            <div className="rounded-lg bg-parchment p-2">
              <dt className="text-stone-600">Mastered</dt>
              <dd className="text-lg font-semibold text-night">
                {summary.roomsMastered}/{summary.roomsTotal}
              </dd>
            </div>
            <div className="rounded-lg bg-parchment p-2">
              <dt className="text-stone-600">Palace XP</dt>
              <dd className="text-lg font-semibold text-night" data-testid="palace-xp">
                {summary.palaceXp}
              </dd>
            </div>
            <div className="rounded-lg bg-parchment p-2">
              <dt className="text-stone-600">Title</dt>
              <dd className="font-semibold text-night">{summary.title}</dd>
            </div>
          </dl>
          {continueRoom && (
            <Button asChild>
              <Link to={roomPath(continueRoom.floor, continueRoom.id)}>
                Continue: {continueRoom.tag} · {continueRoom.name}
              </Link>
            </Button>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Review</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3 text-sm">
          <p>
            <strong className="text-2xl text-night" data-testid="reviews-due">
              {summary.reviewsDue}
            </strong>{" "}
            {summary.reviewsDue === 1 ? "card due" : "cards due"}
          </p>
          {summary.reviewsDue === 0 && (
            <p className="text-stone-600">
              {summary.nextReviewAt
                ? `Next card due ${formatDate(summary.nextReviewAt)}.`
                : "Pass a room's learn check to add its cards."}
            </p>
          )}
          <Button asChild variant={summary.reviewsDue > 0 ? "gold" : "outline"}>
            <Link to="/palace/review">Review now</Link>
          </Button>
        </CardContent>
      </Card>
      {summary.roomsCompleted < 3 && (
        <Card className="md:col-span-3">
          <CardHeader>
            <CardTitle className="text-lg">Start here</CardTitle>
          </CardHeader>
          <CardContent>
            <ol className="flex flex-col gap-2 sm:flex-row">
              {START_HERE.map((id, i) => {
                const room = overviewOf(id);
                return (
                  <li key={id} className="flex-1">
                    <Link
                      to={roomPath(room.floor, id)}
                      className="block rounded-lg border border-stone-200 p-3 hover:border-gold-dark"
                    >
                      <span className="text-xs text-stone-500">
                        Step {i + 1} · {START_MINUTES[id]} min
                      </span>
                      <span className="block font-medium">
                        {room.icon} {room.tag} · {room.name}
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ol>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
