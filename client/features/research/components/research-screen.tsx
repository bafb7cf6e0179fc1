import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { Button } from "@client/components/ui/button";
import { Skeleton } from "@client/components/ui/skeleton";
import { planRequiredOf } from "@client/lib/plan-required";
import type { EntitlementGate } from "@client/lib/use-entitlement";
import { useResearchNotes } from "../api/list-research-notes";
import type { ResearchAiKit } from "../lib/kit";
import { LockedResearch } from "./locked-research";
import { MyResearch } from "./my-research";
import { NoteView } from "./note-view";
import { ResearchForm } from "./research-form";

function Shell({ children }: { children: ReactNode }) {
  return <main className="mx-auto max-w-7xl px-4 py-6 sm:py-8">{children}</main>;
}

/**
 * /research-mode (ai.md §3.7): the report form, or a note (`?note=<id>`), beside "My research". A plan without
 * `ai.research_mode` (or a 402 arriving later) sees the sample and the upgrade prompt. On a phone the list folds
 * above the note.
 */
export function ResearchScreen({ gate, kit }: { gate: EntitlementGate; kit: ResearchAiKit }) {
  const [params, setParams] = useSearchParams();
  const selectedId = params.get("note");
  const allowed = gate.status === "allowed";
  const list = useResearchNotes("", { enabled: allowed });
  const lateLock = planRequiredOf(list.error);
  const open = (id: string | null) => {
    setParams(id ? new URLSearchParams({ note: id }) : new URLSearchParams());
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
        <LockedResearch
          feature={gate.status === "locked" ? gate.feature : lateLock!.feature}
          trialUsed={gate.status === "locked" ? gate.trialUsed : undefined}
        />
      </Shell>
    );

  return (
    <Shell>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[17rem_minmax(0,1fr)]">
        <aside className="min-w-0 print:hidden">
          <MyResearch
            selectedId={selectedId}
            onOpen={open}
            onDeleted={(id) => {
              if (id === selectedId) open(null);
            }}
          />
        </aside>
        <div className="min-w-0 space-y-6">
          <header className="space-y-3 print:hidden">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="mr-auto font-serif text-3xl font-semibold text-night">Research Mode</h1>
              {kit.chip}
              {selectedId && (
                <Button variant="outline" size="sm" onClick={() => open(null)}>
                  <Plus className="size-4" aria-hidden="true" />
                  New report
                </Button>
              )}
            </div>
            {!selectedId && (
              <p className="text-stone-700">
                A structured report on a Bible topic: passages by book, setting, how Christians have read it,
                key insights and further study. Every report is saved to My research.
              </p>
            )}
            {kit.banner}
          </header>
          {selectedId ? (
            <NoteView key={selectedId} id={selectedId} kit={kit} onDeleted={() => open(null)} />
          ) : (
            <ResearchForm kit={kit} onCreated={(id) => open(id)} />
          )}
        </div>
      </div>
    </Shell>
  );
}
