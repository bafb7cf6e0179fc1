import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { Skeleton } from "@client/components/ui/skeleton";
import { ApiError } from "@client/lib/api-client";
import { planRequiredOf } from "@client/lib/plan-required";
import type { EntitlementGate } from "@client/lib/use-entitlement";
import { useCritics } from "../api/get-critics";
import { useCriticsList } from "../api/list-critics";
import type { CriticsAiKit } from "../lib/kit";
import { CriticsForm } from "./critics-form";
import { CriticsResult } from "./critics-result";
import { LockedCritics } from "./locked-critics";
import { SavedAnalyses } from "./saved-analyses";

function SavedAnalysis({ id, passage }: { id: string; passage: CriticsAiKit["passage"] }) {
  const analysis = useCritics(id);
  if (analysis.isPending)
    return (
      <div className="space-y-3" role="status" aria-label="Loading">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  if (analysis.isError)
    return (
      <Alert tone="destructive">
        {analysis.error instanceof ApiError && analysis.error.status === 404
          ? "This analysis was not found. It may have been deleted."
          : "This analysis couldn't be loaded."}
      </Alert>
    );
  const data = analysis.data;
  return (
    <article className="space-y-4">
      <h2 className="font-serif text-2xl font-semibold text-night">{data.title}</h2>
      <CriticsResult analysis={data} passage={passage} />
      {data.text !== null ? (
        <details className="rounded-lg border border-stone-200 p-3 text-sm">
          <summary className="cursor-pointer font-medium text-night">Your pasted text</summary>
          <p className="mt-2 whitespace-pre-line text-stone-700">{data.text}</p>
        </details>
      ) : (
        <p className="text-xs text-stone-500">Your pasted text was not kept.</p>
      )}
    </article>
  );
}

/**
 * /critics-analysis (ai.md §3.8): the paste form, or a saved analysis (`?thread=<id>`), beside the saved list. A plan
 * without `ai.critics_analysis` (or a 402 arriving later) sees the sample and the upgrade prompt.
 */
function Shell({ children }: { children: ReactNode }) {
  return <main className="mx-auto max-w-6xl px-4 py-6 sm:py-8">{children}</main>;
}

export function CriticsScreen({ gate, kit }: { gate: EntitlementGate; kit: CriticsAiKit }) {
  const [params, setParams] = useSearchParams();
  const selectedId = params.get("thread");
  const allowed = gate.status === "allowed";
  const list = useCriticsList({ enabled: allowed });
  const lateLock = planRequiredOf(list.error);
  const open = (id: string | null) => {
    setParams(id ? new URLSearchParams({ thread: id }) : new URLSearchParams());
    window.scrollTo({ top: 0 });
  };

  if (gate.status === "pending")
    return (
      <Shell>
        <div className="space-y-4" role="status" aria-label="Loading">
          <Skeleton className="h-10 w-64" />
          <Skeleton className="h-40 w-full" />
        </div>
      </Shell>
    );
  if (gate.status === "locked" || lateLock)
    return (
      <Shell>
        <LockedCritics
          feature={gate.status === "locked" ? gate.feature : lateLock!.feature}
          trialUsed={gate.status === "locked" ? gate.trialUsed : undefined}
        />
      </Shell>
    );

  return (
    <Shell>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <aside className="order-2 min-w-0 lg:order-1">
          <SavedAnalyses
            selectedId={selectedId}
            onOpen={open}
            onDeleted={(id) => {
              if (id === selectedId) open(null);
            }}
          />
        </aside>
        <div className="order-1 min-w-0 space-y-6 lg:order-2">
          <header className="space-y-3">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="mr-auto font-serif text-3xl font-semibold text-night">Critics Analysis</h1>
              {selectedId && (
                <Button variant="outline" size="sm" onClick={() => open(null)}>
                  <Plus className="size-4" aria-hidden="true" />
                  New analysis
                </Button>
              )}
            </div>
            <p className="text-stone-700">
              Paste a critique of the faith (or a presentation that supports it). Each claim is quoted from
              your text and answered from Scripture.
            </p>
            {kit.banner}
          </header>
          {selectedId ? (
            <SavedAnalysis key={selectedId} id={selectedId} passage={kit.passage} />
          ) : (
            <CriticsForm kit={kit} onAnalysed={(id) => open(id)} />
          )}
        </div>
      </div>
    </Shell>
  );
}
