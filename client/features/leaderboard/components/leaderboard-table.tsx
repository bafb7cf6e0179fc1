import {
  LEADERBOARD_PERIOD_LABELS,
  LEADERBOARD_RANKING_LABELS,
  LEADERBOARD_TOP,
  leaderboardEmptyMessage,
  type LeaderboardDto,
  type LeaderboardRowDto,
} from "@common/schemas/leaderboard";
import { Skeleton } from "@client/components/ui/skeleton";
import { cn } from "@client/lib/cn";
import { formatValue, type LeaderboardView } from "../lib/leaderboard-params";
import { MemberCell } from "./member-cell";
import { RankCell } from "./rank-cell";

function Row({ row, view, testId }: { row: LeaderboardRowDto; view: LeaderboardView; testId: string }) {
  return (
    <tr
      className={cn("border-t border-stone-100", row.isMe && "bg-amber-50")}
      aria-current={row.isMe ? "true" : undefined}
      data-testid={testId}
    >
      <td className="px-3 py-2 whitespace-nowrap">
        <RankCell rank={row.rank} />
      </td>
      <td className="max-w-0 px-3 py-2">
        <MemberCell member={row.member} isMe={row.isMe} />
      </td>
      <td className="hidden px-3 py-2 text-sm text-stone-600 tabular-nums sm:table-cell">
        {row.member.level}
      </td>
      <td className="px-3 py-2 text-right text-sm font-semibold whitespace-nowrap text-night tabular-nums">
        <span aria-hidden="true">{row.value.toLocaleString("en-US")}</span>
        <span className="sr-only">{formatValue(view.ranking, row.value)}</span>
      </td>
    </tr>
  );
}

function SkeletonRows() {
  return (
    <>
      {Array.from({ length: 8 }, (_, index) => (
        <tr key={index} className="border-t border-stone-100" data-testid="leaderboard-skeleton-row">
          <td className="px-3 py-3">
            <Skeleton className="h-4 w-10" />
          </td>
          <td className="px-3 py-3">
            <span className="flex items-center gap-2">
              <Skeleton className="size-8 rounded-full" />
              <Skeleton className="h-4 w-32" />
            </span>
          </td>
          <td className="hidden px-3 py-3 sm:table-cell">
            <Skeleton className="h-4 w-6" />
          </td>
          <td className="px-3 py-3">
            <Skeleton className="ml-auto h-4 w-12" />
          </td>
        </tr>
      ))}
    </>
  );
}

/**
 * The top 50 (screens §3.11): rank with trophy, medal and award for 1–3, avatar, display name, level and the ranked
 * value; the caller's row highlighted with "You", and below the table with their true rank when they are outside it.
 */
export function LeaderboardTable({
  view,
  data,
  updating,
}: {
  view: LeaderboardView;
  data: LeaderboardDto | undefined;
  updating: boolean;
}) {
  const valueLabel = LEADERBOARD_RANKING_LABELS[view.ranking];
  const ownRowBelow = data?.me && !data.rows.some((row) => row.isMe) ? data.me : null;
  const empty = data !== undefined && data.rows.length === 0;

  return (
    <div className="overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
      <table className="w-full table-fixed border-collapse text-left" aria-busy={!data || updating}>
        <caption className="sr-only">
          Top {LEADERBOARD_TOP} by {valueLabel.toLowerCase()}, {LEADERBOARD_PERIOD_LABELS[view.period]}
        </caption>
        <thead className="bg-stone-50 text-xs font-semibold tracking-wide text-stone-600 uppercase">
          <tr>
            <th scope="col" className="w-24 px-3 py-2">
              Rank
            </th>
            <th scope="col" className="px-3 py-2">
              Member
            </th>
            <th scope="col" className="hidden w-16 px-3 py-2 sm:table-cell">
              Level
            </th>
            <th scope="col" className="w-24 px-3 py-2 text-right sm:w-28">
              {valueLabel}
            </th>
          </tr>
        </thead>
        <tbody className={cn(updating && "opacity-60")}>
          {!data && <SkeletonRows />}
          {empty && (
            <tr className="border-t border-stone-100">
              <td
                colSpan={4}
                className="px-3 py-10 text-center text-stone-600"
                data-testid="leaderboard-empty"
              >
                {leaderboardEmptyMessage(view.period)}
              </td>
            </tr>
          )}
          {data?.rows.map((row) => (
            <Row
              key={row.member.userId}
              row={row}
              view={view}
              testId={row.isMe ? "leaderboard-my-row" : "leaderboard-row"}
            />
          ))}
        </tbody>
        {ownRowBelow && (
          <tbody className="border-t-2 border-dashed border-stone-300">
            <tr>
              <th colSpan={4} scope="rowgroup" className="px-3 pt-2 text-xs font-semibold text-stone-500">
                Your position
              </th>
            </tr>
            <Row row={ownRowBelow} view={view} testId="leaderboard-my-row" />
          </tbody>
        )}
      </table>
    </div>
  );
}
