import { Award, Star, Target } from "lucide-react";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import type { AchievementsDto } from "@common/schemas/achievements";
import { Button } from "@client/components/ui/button";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { useAchievements } from "../api/get-achievements";
import { achievementShows, filterFrom, groupCards, type AchievementFilter } from "../lib/achievement-filters";
import { AchievementCard } from "./achievement-card";

function HeroTile({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <dt className="flex items-center gap-1.5 text-sm text-stone-600">
        {icon}
        {label}
      </dt>
      <dd className="text-2xl font-semibold text-stone-900">{value}</dd>
    </div>
  );
}

function AchievementsSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true">
      <span className="sr-only">Loading your achievements…</span>
      <div className="grid gap-3 sm:grid-cols-3">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
      <Skeleton className="h-8 w-64" />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-40" />
        ))}
      </div>
    </div>
  );
}

/** All / Unlocked / Locked and the category chips; both are toggle buttons. */
function Filters({
  data,
  filter,
  onChange,
}: {
  data: AchievementsDto;
  filter: AchievementFilter;
  onChange: (next: AchievementFilter) => void;
}) {
  return (
    <div className="space-y-3">
      <div role="group" aria-label="Show" className="flex flex-wrap gap-2">
        {achievementShows.map((each) => (
          <Button
            key={each.id}
            size="sm"
            variant={filter.show === each.id ? "primary" : "outline"}
            aria-pressed={filter.show === each.id}
            onClick={() => onChange({ ...filter, show: each.id })}
          >
            {each.label}
          </Button>
        ))}
      </div>
      <div role="group" aria-label="Category" className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant={filter.category === null ? "gold" : "ghost"}
          aria-pressed={filter.category === null}
          className="rounded-full"
          onClick={() => onChange({ ...filter, category: null })}
        >
          Every category
        </Button>
        {data.categories.map((category) => (
          <Button
            key={category.id}
            size="sm"
            variant={filter.category === category.id ? "gold" : "ghost"}
            aria-pressed={filter.category === category.id}
            className="rounded-full"
            onClick={() => onChange({ ...filter, category: category.id })}
          >
            {category.label}
          </Button>
        ))}
      </div>
    </div>
  );
}

function AchievementsBody({ data }: { data: AchievementsDto }) {
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(
    params,
    data.categories.map((category) => category.id),
  );
  const groups = groupCards(data.achievements, data.categories, filter);
  const change = (next: AchievementFilter) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next.show === "all") updated.delete("show");
        else updated.set("show", next.show);
        if (next.category === null) updated.delete("category");
        else updated.set("category", next.category);
        return updated;
      },
      { replace: true },
    );
  const { totals } = data;
  return (
    <div className="space-y-6">
      <dl className="grid gap-3 sm:grid-cols-3" aria-label="Your achievements">
        <HeroTile
          icon={<Award className="size-4 text-amber-600" aria-hidden="true" />}
          label="Unlocked"
          value={`${totals.unlocked} / ${totals.total}`}
        />
        <HeroTile
          icon={<Star className="size-4 text-yellow-600" aria-hidden="true" />}
          label="Points from badges"
          value={String(totals.points)}
        />
        <HeroTile
          icon={<Target className="size-4 text-emerald-600" aria-hidden="true" />}
          label="Progress"
          value={`${totals.percent}%`}
        />
      </dl>
      <Filters data={data} filter={filter} onChange={change} />
      {groups.length === 0 ? (
        <p
          className="rounded-xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-600"
          role="status"
        >
          {filter.show === "unlocked"
            ? "No badges unlocked here yet. Choose Locked to see what earns them."
            : "Every badge here is unlocked."}
        </p>
      ) : (
        groups.map((group) => (
          <section
            key={group.category.id}
            aria-labelledby={`achievements-${group.category.id}`}
            className="space-y-3"
          >
            <h2 id={`achievements-${group.category.id}`} className="text-lg font-semibold text-stone-900">
              {group.category.label}
            </h2>
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {group.cards.map((card) => (
                <AchievementCard key={card.id} card={card} />
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}

/**
 * Achievements (screens §3.10): the hero tiles, the filters and every badge by category then threshold, with what
 * earns it and the member's real progress. Every plan.
 */
export function AchievementsScreen() {
  const achievements = useAchievements();
  return (
    <main className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold text-stone-900">Achievements</h1>
        <p className="text-stone-600">
          Badges for the study you do across the app. Each card says what earns it; locked ones show how far
          along you are.
        </p>
      </header>
      {achievements.isPending && <AchievementsSkeleton />}
      {achievements.isError && (
        <RetryAlert
          message="Couldn't load your achievements."
          onRetry={() => achievements.refetch()}
          busy={achievements.isFetching}
        />
      )}
      {achievements.data && <AchievementsBody data={achievements.data} />}
    </main>
  );
}
