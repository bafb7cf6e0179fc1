import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { Skeleton } from "@client/components/ui/skeleton";
import { ApiError } from "@client/lib/api-client";
import { planRequiredOf } from "@client/lib/plan-required";
import type { EntitlementGate } from "@client/lib/use-entitlement";
import { useCreateSermon } from "../api/create-sermon";
import { useSermon } from "../api/get-sermon";
import { useSermonsList } from "../api/list-sermons";
import { messageOf, type SermonAiKit } from "../lib/kit";
import { LockedSermons } from "./locked-sermons";
import { MySermons } from "./my-sermons";
import { SermonBuilder } from "./sermon-builder";

function Shell({ children }: { children: ReactNode }) {
  return <main className="mx-auto max-w-6xl px-4 py-6 sm:py-8">{children}</main>;
}

function Loading() {
  return (
    <div className="space-y-4" role="status" aria-label="Loading">
      <Skeleton className="h-10 w-64" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

function OpenSermon({ id, kit }: { id: string; kit: SermonAiKit }) {
  const sermon = useSermon(id);
  if (sermon.isPending) return <Loading />;
  if (sermon.isError)
    return (
      <Alert tone="destructive">
        {sermon.error instanceof ApiError && sermon.error.status === 404
          ? "This sermon was not found. It may have been deleted."
          : "This sermon couldn't be loaded."}
      </Alert>
    );
  return <SermonBuilder key={id} sermon={sermon.data} kit={kit} />;
}

/**
 * /sermon-builder (ai.md §3.9): "My sermons" beside the open sermon (`?id=<id>`), or the start page with New sermon.
 * A plan without `ai.sermon_builder` (or a 402 arriving later) sees a sample and the upgrade prompt.
 */
export function SermonScreen({ gate, kit }: { gate: EntitlementGate; kit: SermonAiKit }) {
  const [params, setParams] = useSearchParams();
  const selectedId = params.get("id");
  const allowed = gate.status === "allowed";
  const list = useSermonsList("", { enabled: allowed });
  const lateLock = planRequiredOf(list.error);
  const create = useCreateSermon();
  const open = (id: string | null) => {
    setParams(id ? new URLSearchParams({ id }) : new URLSearchParams());
    window.scrollTo({ top: 0 });
  };
  const newSermon = () => create.mutate(undefined, { onSuccess: (sermon) => open(sermon.id) });

  if (gate.status === "pending")
    return (
      <Shell>
        <Loading />
      </Shell>
    );
  if (gate.status === "locked" || lateLock)
    return (
      <Shell>
        <LockedSermons
          feature={gate.status === "locked" ? gate.feature : lateLock!.feature}
          trialUsed={gate.status === "locked" ? gate.trialUsed : undefined}
        />
      </Shell>
    );

  return (
    <Shell>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <aside className="sermon-no-print order-2 min-w-0 lg:order-1">
          <MySermons
            selectedId={selectedId}
            onOpen={open}
            onDeleted={(id) => {
              if (id === selectedId) open(null);
            }}
          />
        </aside>
        <div className="order-1 min-w-0 space-y-5 lg:order-2">
          <header className="sermon-no-print space-y-3">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="mr-auto font-serif text-3xl font-semibold text-night">Sermon Builder</h1>
              <Button
                variant={selectedId ? "outline" : "primary"}
                size="sm"
                onClick={newSermon}
                busy={create.isPending}
              >
                <Plus className="size-4" aria-hidden="true" />
                New sermon
              </Button>
            </div>
            <p className="text-stone-700">
              As David chose five smooth stones, gather five striking insights, join them with bridges into
              one story, and shape it like a film.
            </p>
            {kit.banner}
            {create.isError && <Alert tone="destructive">{messageOf(create.error)}</Alert>}
          </header>
          {selectedId ? (
            <OpenSermon key={selectedId} id={selectedId} kit={kit} />
          ) : (
            <section className="space-y-3 rounded-lg border border-dashed border-stone-300 bg-white p-6 text-center">
              <p className="text-stone-700">
                Start a new sermon, or open one from My sermons. Your work is saved as you type.
              </p>
              <Button onClick={newSermon} busy={create.isPending}>
                <Plus className="size-4" aria-hidden="true" />
                New sermon
              </Button>
            </section>
          )}
        </div>
      </div>
    </Shell>
  );
}
