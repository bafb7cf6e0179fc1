import type { JournalStatsDto } from "@common/schemas/challenges";

function Tile({ label, value }: { label: string; value: string | number }) {
  return (
    // The label comes first for screen readers (dt before dd); the number shows on top.
    <div className="flex flex-col-reverse rounded-xl border border-stone-200 bg-white p-3 text-center shadow-sm">
      <dt className="text-xs font-medium text-stone-600">{label}</dt>
      <dd className="text-2xl font-bold text-stone-900">{value}</dd>
    </div>
  );
}

/** Entries, Quick / Core / Advance, Minutes studying and Challenge streak (over the whole journal). */
export function JournalStats({ stats }: { stats: JournalStatsDto }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      <Tile label="Entries" value={stats.entries} />
      <Tile label="Quick / Core / Advance" value={`${stats.quick} / ${stats.core} / ${stats.advance}`} />
      <Tile label="Minutes studying" value={stats.minutes} />
      <Tile label="Challenge streak" value={stats.streak === 1 ? "1 day" : `${stats.streak} days`} />
    </dl>
  );
}
