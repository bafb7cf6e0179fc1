import { Sparkles } from "lucide-react";
import type { AdventureDraftKind } from "@common/schemas/adventure-drafts";
import { adventureDraftMessages } from "@common/schemas/adventure-drafts";
import { Alert } from "@client/components/ui/alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { useAdventureDraftStatus } from "../api/get-adventure-draft-status";
import { DraftForm } from "./draft-form";

/**
 * The "Draft with AI" section: the form while a model answers (GET /status), otherwise why drafting is off. The
 * review queue below works either way.
 */
export function DraftWithAi({ initialKind }: { initialKind: AdventureDraftKind }) {
  const status = useAdventureDraftStatus();
  return (
    <section
      aria-labelledby="draft-heading"
      className="space-y-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <header className="space-y-1">
        <h2
          id="draft-heading"
          className="flex items-center gap-2 font-serif text-2xl font-semibold text-night"
        >
          <Sparkles className="size-5 text-indigo-700" aria-hidden="true" />
          Draft with AI
        </h2>
        <p className="text-sm text-stone-600">
          The model drafts a treasure hunt or an escape puzzle; the server checks it and adds it to the review
          queue below.
        </p>
      </header>
      {status.isPending && <Skeleton className="h-40 w-full rounded-lg" />}
      {status.data?.canDraft === false && (
        <Alert data-testid="draft-unavailable">{adventureDraftMessages.unavailable}</Alert>
      )}
      {/* A failed status read still offers the form: the server refuses plainly if no model answers. */}
      {(status.data?.canDraft || status.isError) && <DraftForm initialKind={initialKind} />}
    </section>
  );
}
