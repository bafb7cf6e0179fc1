import type { MemoryStatsDto } from "@common/schemas/bible";

/** This week's goals (screens §5.8), with progress from the server's week counts; they reset each Monday. */
export function Goals({ week }: { week: MemoryStatsDto["week"] }) {
  const goals = [
    { label: "Review on 5 days this week", value: Math.min(week.reviewDays, 5), max: 5 },
    { label: "Memorize 3 new verses this week", value: Math.min(week.newMemorized, 3), max: 3 },
    { label: "Finish a quick quiz", value: week.quizFinished ? 1 : 0, max: 1 },
  ];
  return (
    <section className="space-y-3" aria-label="This week's goals">
      <p className="text-sm text-stone-600">Goals start again every Monday.</p>
      <ul className="space-y-3">
        {goals.map((goal) => (
          <li key={goal.label} className="space-y-2 rounded-xl border border-stone-200 bg-white p-4">
            <div className="flex justify-between gap-2 text-sm">
              <span className="font-medium text-ink">
                {goal.value >= goal.max && <span aria-hidden="true">✓ </span>}
                {goal.label}
              </span>
              <span className="text-stone-600">
                {goal.value} / {goal.max}
              </span>
            </div>
            <div
              role="progressbar"
              aria-label={goal.label}
              aria-valuemin={0}
              aria-valuemax={goal.max}
              aria-valuenow={goal.value}
              className="h-2 overflow-hidden rounded-full bg-stone-200"
            >
              <div
                className="h-full rounded-full bg-gold-dark"
                style={{ width: `${Math.round((goal.value / goal.max) * 100)}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
