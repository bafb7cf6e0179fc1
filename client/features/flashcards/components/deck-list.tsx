import { Layers, Plus, Sparkles } from "lucide-react";
import type { DeckSummaryDto } from "@common/schemas/flashcards";
import { Button } from "@client/components/ui/button";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { useDecks } from "../api/list-decks";
import { DeckCard } from "./deck-card";

export function DeckGrid({ decks, label }: { decks: readonly DeckSummaryDto[]; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {decks.map((deck) => (
        <DeckCard key={deck.id} deck={deck} />
      ))}
    </ul>
  );
}

export function DeckGridSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Loading decks" role="status">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-44 w-full rounded-xl" />
      ))}
    </div>
  );
}

/** "No decks yet" with the two ways to make one (ai.md §3.10: by hand, or generated). */
function NoDecks({ onNew, onGenerate }: { onNew: () => void; onGenerate: () => void }) {
  return (
    <section
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-stone-300 bg-white px-4 py-10 text-center"
      data-testid="no-decks"
    >
      <Layers className="size-10 text-stone-400" aria-hidden="true" />
      <h2 className="text-xl font-semibold text-night">No decks yet</h2>
      <p className="max-w-md text-stone-600">
        Make a deck by hand and add your own cards, or let the study assistant write cards from a passage or a
        topic.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button onClick={onNew}>
          <Plus className="size-4" aria-hidden="true" />
          New deck
        </Button>
        <Button variant="outline" onClick={onGenerate}>
          <Sparkles className="size-4" aria-hidden="true" />
          Generate with AI
        </Button>
      </div>
    </section>
  );
}

/** The "My decks" tab: loading, error, empty and the decks. */
export function MyDecks({ onNew, onGenerate }: { onNew: () => void; onGenerate: () => void }) {
  const decks = useDecks();
  if (decks.isPending) return <DeckGridSkeleton />;
  if (decks.isError)
    return (
      <RetryAlert
        message="Couldn't load your decks."
        onRetry={() => decks.refetch()}
        busy={decks.isFetching}
      />
    );
  if (decks.data.decks.length === 0) return <NoDecks onNew={onNew} onGenerate={onGenerate} />;
  return <DeckGrid decks={decks.data.decks} label="My decks" />;
}
