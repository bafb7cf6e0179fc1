import { Sparkles } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@client/components/ui/button";

/**
 * Admin only (games.md §4.20, §4.21 "AI adds"): the "Draft with AI" panel of the hunts' and escape rooms' list pages.
 * Nothing at all unless the server confirmed the admin role and a configured model (`canDraft`). It opens the admin's
 * drafts page with the right form chosen; drafts wait in its review queue until approved.
 */
export function AdminDraftPanel({
  canDraft,
  id,
  title,
  href,
  linkLabel,
}: {
  canDraft: boolean | undefined;
  id: string;
  title: string;
  href: string;
  linkLabel: string;
}) {
  if (!canDraft) return null;
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-xl border border-dashed border-indigo-300 bg-indigo-50/50 p-4 sm:flex-row sm:items-center"
      data-testid={id}
    >
      <Sparkles className="size-6 shrink-0 text-indigo-700" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <h2 id={id} className="font-semibold text-night">
          {title}
        </h2>
        <p className="text-sm text-stone-700">
          Admins only. Drafts wait in the review queue; nothing reaches players before it is approved.
        </p>
      </div>
      <Button asChild variant="outline">
        <Link to={href}>{linkLabel}</Link>
      </Button>
    </section>
  );
}
