import { Search } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { usePublicDecks } from "../api/list-public-decks";
import { DeckGrid, DeckGridSkeleton } from "./deck-list";

/** The "Public decks" tab: search by words in the title, the decks a page at a time, Preview on each. */
export function PublicDecks() {
  const [draft, setDraft] = useState("");
  const [q, setQ] = useState("");
  const decks = usePublicDecks(q);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(draft.trim());
  };
  const all = decks.data?.pages.flatMap((page) => page.decks) ?? [];
  return (
    <div className="space-y-4">
      <form role="search" onSubmit={search} className="flex gap-2">
        <label htmlFor="public-deck-search" className="sr-only">
          Search public decks
        </label>
        <Input
          id="public-deck-search"
          type="search"
          value={draft}
          maxLength={100}
          placeholder="Search public decks"
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" variant="outline">
          <Search className="size-4" aria-hidden="true" />
          Search
        </Button>
      </form>
      {decks.isPending ? (
        <DeckGridSkeleton />
      ) : decks.isError && all.length === 0 ? (
        <RetryAlert
          message="Couldn't load the public decks."
          onRetry={() => decks.refetch()}
          busy={decks.isFetching}
        />
      ) : all.length === 0 ? (
        <p
          className="rounded-xl border border-stone-200 bg-white p-6 text-center text-stone-600"
          role="status"
        >
          {q ? `No public decks match "${q}".` : "No public decks yet."}
        </p>
      ) : (
        <>
          <DeckGrid decks={all} label="Public decks" />
          {decks.isFetchNextPageError && (
            <RetryAlert
              message="Couldn't load more decks."
              onRetry={() => decks.fetchNextPage()}
              busy={decks.isFetchingNextPage}
            />
          )}
          {decks.hasNextPage && !decks.isFetchNextPageError && (
            <div className="flex justify-center">
              <Button
                variant="outline"
                busy={decks.isFetchingNextPage}
                onClick={() => void decks.fetchNextPage()}
              >
                Show more
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
