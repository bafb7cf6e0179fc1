import { Pencil, Trash2 } from "lucide-react";
import { RenameDialog } from "@client/components/rename-dialog";
import { useState } from "react";
import { CRITICS_LIMITS, type CriticsSummaryDto } from "@common/schemas/critics";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { ConfirmDialog } from "@client/components/ui/confirm-dialog";
import { Skeleton } from "@client/components/ui/skeleton";
import { cn } from "@client/lib/cn";
import { useDeleteCritics } from "../api/delete-critics";
import { useCriticsList } from "../api/list-critics";
import { useRenameCritics } from "../api/rename-critics";

function RenameAnalysis({ analysis, onClose }: { analysis: CriticsSummaryDto; onClose: () => void }) {
  const rename = useRenameCritics();
  return (
    <RenameDialog
      heading="Rename analysis"
      fieldId="critics-rename"
      initialName={analysis.title}
      maxLength={CRITICS_LIMITS.threadTitleMax}
      pending={rename.isPending}
      error={rename.error}
      onSave={(title) => rename.mutate({ id: analysis.id, title }, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}

/** The saved analyses (ai.md §3.8 "List, reopen, rename, delete"), newest first. */
export function SavedAnalyses({
  selectedId,
  onOpen,
  onDeleted,
}: {
  selectedId: string | null;
  onOpen: (id: string) => void;
  onDeleted: (id: string) => void;
}) {
  const list = useCriticsList();
  const remove = useDeleteCritics();
  const [renaming, setRenaming] = useState<CriticsSummaryDto | null>(null);
  const [deleting, setDeleting] = useState<CriticsSummaryDto | null>(null);
  const analyses = list.data?.pages.flatMap((page) => page.analyses) ?? [];

  let body;
  if (list.isPending) body = <Skeleton className="h-24 w-full" />;
  else if (list.isError)
    body = (
      <Alert tone="destructive">
        Your saved analyses couldn&apos;t be loaded.{" "}
        <Button variant="link" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  else if (analyses.length === 0)
    body = <p className="text-sm text-stone-600">Your analyses are saved here.</p>;
  else
    body = (
      <ul className="space-y-1" data-testid="critics-saved">
        {analyses.map((analysis) => (
          <li
            key={analysis.id}
            className={cn(
              "group flex items-center gap-1 rounded-md pr-1",
              analysis.id === selectedId ? "bg-stone-200" : "hover:bg-stone-100",
            )}
          >
            <button
              type="button"
              className="min-w-0 flex-1 cursor-pointer px-2 py-1.5 text-left"
              aria-current={analysis.id === selectedId ? "page" : undefined}
              onClick={() => onOpen(analysis.id)}
            >
              <span className="block truncate text-sm font-medium text-night">{analysis.title}</span>
              <span className="block text-xs text-stone-500">
                {new Date(analysis.createdAt).toLocaleDateString()} ·{" "}
                {analysis.claimCount === 1 ? "1 claim" : `${analysis.claimCount} claims`}
              </span>
            </button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Rename ${analysis.title}`}
              onClick={() => setRenaming(analysis)}
            >
              <Pencil className="size-4" aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Delete ${analysis.title}`}
              onClick={() => setDeleting(analysis)}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
    );

  return (
    <nav aria-label="Saved analyses" className="space-y-2">
      <h2 className="text-sm font-semibold text-stone-700">Saved analyses</h2>
      {body}
      {list.hasNextPage && (
        <Button
          variant="outline"
          size="sm"
          className="w-full"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? "Loading…" : "Show older analyses"}
        </Button>
      )}
      {renaming && <RenameAnalysis analysis={renaming} onClose={() => setRenaming(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this analysis?"
        description="The analysis and any text kept with it are removed. This can't be undone."
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        destructive
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          onDeleted(deleting.id);
        }}
      />
    </nav>
  );
}
