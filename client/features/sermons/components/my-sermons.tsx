import { Copy, Search, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { SERMON_LIMITS as L, type SermonSummaryDto, sermonStatusLabels } from "@common/schemas/sermons";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { ConfirmDialog } from "@client/components/ui/confirm-dialog";
import { Input } from "@client/components/ui/input";
import { Skeleton } from "@client/components/ui/skeleton";
import { cn } from "@client/lib/cn";
import { toast } from "@client/lib/toast";
import { useDeleteSermon } from "../api/delete-sermon";
import { useDuplicateSermon } from "../api/duplicate-sermon";
import { useSermonsList } from "../api/list-sermons";
import { messageOf } from "../lib/kit";

const titleOf = (sermon: Pick<SermonSummaryDto, "title">) => sermon.title.trim() || "Untitled sermon";

/** "My sermons" (ai.md §3.9): title, status and last change; search; open, duplicate, delete after confirming. */
export function MySermons({
  selectedId,
  onOpen,
  onDeleted,
}: {
  selectedId: string | null;
  onOpen: (id: string) => void;
  onDeleted: (id: string) => void;
}) {
  const [typed, setTyped] = useState("");
  const [search, setSearch] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const list = useSermonsList(search);
  const duplicate = useDuplicateSermon();
  const remove = useDeleteSermon();
  const [deleting, setDeleting] = useState<SermonSummaryDto | null>(null);

  let body;
  if (list.isPending) body = <Skeleton className="h-24 w-full" />;
  else if (list.isError)
    body = (
      <Alert tone="destructive">
        Your sermons couldn&apos;t be loaded.{" "}
        <Button variant="link" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  else if (list.data.sermons.length === 0)
    body = (
      <p className="text-sm text-stone-600">
        {search ? `No sermons match "${search}".` : "Your sermons are saved here."}
      </p>
    );
  else
    body = (
      <ul className="space-y-1" data-testid="my-sermons">
        {list.data.sermons.map((sermon) => (
          <li
            key={sermon.id}
            className={cn(
              "flex items-center gap-1 rounded-md pr-1",
              sermon.id === selectedId ? "bg-stone-200" : "hover:bg-stone-100",
            )}
          >
            <button
              type="button"
              className="min-w-0 flex-1 cursor-pointer px-2 py-1.5 text-left"
              aria-current={sermon.id === selectedId ? "page" : undefined}
              onClick={() => onOpen(sermon.id)}
            >
              <span className="block truncate text-sm font-medium text-night">{titleOf(sermon)}</span>
              <span className="block text-xs text-stone-500">
                {sermonStatusLabels[sermon.status]} · {new Date(sermon.updatedAt).toLocaleDateString()}
              </span>
            </button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Duplicate ${titleOf(sermon)}`}
              disabled={duplicate.isPending}
              onClick={() =>
                duplicate.mutate(sermon.id, {
                  onSuccess: (copy) => {
                    toast.success("Sermon duplicated");
                    onOpen(copy.id);
                  },
                  onError: (error) => toast.error(messageOf(error)),
                })
              }
            >
              <Copy className="size-4" aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Delete ${titleOf(sermon)}`}
              onClick={() => setDeleting(sermon)}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
    );

  return (
    <nav aria-label="My sermons" className="sermon-no-print space-y-2">
      <h2 className="text-sm font-semibold text-stone-700">My sermons</h2>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-3 left-2.5 size-4 text-stone-400"
          aria-hidden="true"
        />
        <Input
          aria-label="Search my sermons"
          placeholder="Search"
          className="pl-8"
          value={typed}
          maxLength={L.searchMax}
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
      {body}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this sermon?"
        description="The sermon and its coaching are removed. This can't be undone."
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
