import { ExternalLink } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import type { TranslationId } from "@common/schemas/bible";
import { UpgradePrompt } from "@client/components/upgrade-prompt";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { preferredTranslation } from "@client/lib/bible";
import { planRequiredOf } from "@client/lib/plan-required";
import { useEntitlement } from "@client/lib/use-entitlement";
import { useWorksheet } from "@client/features/quarterly/api/get-worksheet";
import { WeekPicker } from "@client/features/quarterly/components/week-picker";
import { Worksheet } from "@client/features/quarterly/components/worksheet";
import { OFFICIAL_LESSON_URL } from "@client/features/quarterly/lib/export-markdown";
import { isIsoWeek, isoWeekOf } from "@client/features/quarterly/lib/iso-week";

function WorksheetSkeleton() {
  return (
    <div className="space-y-4" data-testid="worksheet-loading">
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-32 w-full" />
      <Skeleton className="h-48 w-full" />
    </div>
  );
}

/**
 * /quarterly-study (screens §5.9, as issue 6 scopes it): the member picks the week and enters its passages; the
 * official lesson is linked, never bundled; the palace rooms amplify those passages in the member's own words.
 */
export function QuarterlyStudyPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get("week");
  const week = requested && isIsoWeek(requested) ? requested : isoWeekOf(new Date());
  const gate = useEntitlement("quarterly.amplify");
  const worksheet = useWorksheet(week, { enabled: gate.status === "allowed" });
  const locked = gate.status === "locked" || planRequiredOf(worksheet.error) !== null;
  const [translation, setTranslation] = useState<TranslationId>(preferredTranslation);

  return (
    <main className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <header className="space-y-2">
        <h1 className="font-serif text-3xl font-semibold text-night">Amplified Quarterly</h1>
        <p className="text-stone-700">
          Study the week's Sabbath School passages with the palace rooms. Pick the week, add its passages, and
          write your own amplify study.
        </p>
      </header>

      <WeekPicker week={week} onChange={(next) => setParams({ week: next })} />

      <section className="flex flex-col gap-3 rounded-xl border border-night/20 bg-night p-5 text-white sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-1">
          <p className="text-lg font-semibold">This week's lesson</p>
          <p className="text-sm text-white/80">
            The lesson text is published by its owners — read it on their site. This page holds only your own
            study of the passages.
          </p>
        </div>
        <a
          href={OFFICIAL_LESSON_URL}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex shrink-0 items-center justify-center gap-2 rounded-md bg-gold px-4 py-2 text-sm font-semibold text-night shadow-sm hover:bg-amber-300"
        >
          Read the official lesson
          <ExternalLink className="size-4" aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </section>

      {locked ? (
        <UpgradePrompt feature="quarterly.amplify" />
      ) : worksheet.isPending ? (
        <WorksheetSkeleton />
      ) : worksheet.isError ? (
        <RetryAlert
          message="Couldn't load this week's worksheet."
          onRetry={() => worksheet.refetch()}
          busy={worksheet.isFetching}
        />
      ) : (
        <Worksheet
          key={week}
          week={week}
          initial={{
            passages: worksheet.data.passages,
            rooms: worksheet.data.rooms,
            answers: worksheet.data.answers,
            notes: worksheet.data.notes,
          }}
          translation={translation}
          onTranslation={setTranslation}
        />
      )}
    </main>
  );
}
