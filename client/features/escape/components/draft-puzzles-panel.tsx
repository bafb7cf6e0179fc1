import { Sparkles } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@client/components/ui/button";

/**
 * Admin only (games.md §4.21): "Draft puzzles with AI". Nothing at all unless the server confirmed the admin role
 * and a configured model (`canDraft`) — an earlier implementation showed the button to everyone. Drafts go to a
 * review queue; players only ever get reviewed puzzles from the bank.
 */
export function DraftPuzzlesPanel({ canDraft }: { canDraft: boolean }) {
  if (!canDraft) return null;
  return (
    <section
      aria-labelledby="escape-draft"
      className="flex flex-col gap-3 rounded-xl border border-dashed border-indigo-300 bg-indigo-50/50 p-4 sm:flex-row sm:items-center"
      data-testid="escape-draft"
    >
      <Sparkles className="size-6 shrink-0 text-indigo-700" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <h2 id="escape-draft" className="font-semibold text-night">
          Draft puzzles with AI
        </h2>
        <p className="text-sm text-stone-700">
          Admins only. Drafts wait in the review queue; no player sees a puzzle until it is reviewed.
        </p>
      </div>
      <Button asChild variant="outline">
        <Link to="/admin/ai">Open the AI admin</Link>
      </Button>
    </section>
  );
}
