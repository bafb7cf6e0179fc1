import { useSearchParams } from "react-router";
import { AdminTabs } from "@client/features/admin/components/admin-tabs";
import { NoAccessCard } from "@client/features/admin/components/no-access-card";
import { useAdventureDrafts } from "@client/features/adventure-drafts/api/get-adventure-drafts";
import { DraftList } from "@client/features/adventure-drafts/components/draft-list";
import { DraftWithAi } from "@client/features/adventure-drafts/components/draft-with-ai";
import { draftKindOf } from "@client/features/adventure-drafts/lib/draft-format";
import { ApiError } from "@client/lib/api-client";
import { useDocumentTitle } from "@client/lib/page-title";

/**
 * /admin/adventure-drafts (games.md §4.20, §4.21 "AI adds"): the admin's "Draft with AI" for treasure hunts and escape
 * puzzles, and the review queue. `?kind=puzzle` (the escape list's panel) or `?kind=hunt` preselects the form. The
 * server is the authority: a 403 (a role removed since the page loaded) shows the no-access card.
 */
export function AdventureDraftsPage() {
  useDocumentTitle("Adventure drafts");
  const [params] = useSearchParams();
  const drafts = useAdventureDrafts();
  if (drafts.error instanceof ApiError && drafts.error.status === 403) return <NoAccessCard />;
  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <h1 className="font-serif text-3xl font-semibold text-night">Admin</h1>
      <AdminTabs />
      <DraftWithAi initialKind={draftKindOf(params.get("kind"))} />
      <DraftList drafts={drafts} />
    </main>
  );
}
