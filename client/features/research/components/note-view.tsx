import { Download, Pencil, Pin, PinOff, Printer, Trash2 } from "lucide-react";
import { useState } from "react";
import { aiText } from "@common/constants/ai";
import { researchDepthLabels, researchPendingMessage, type ResearchNoteDto } from "@common/schemas/research";
import { ReportDialog } from "@client/components/report-dialog";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { ConfirmDialog } from "@client/components/ui/confirm-dialog";
import { Label } from "@client/components/ui/label";
import { Skeleton } from "@client/components/ui/skeleton";
import { Switch } from "@client/components/ui/switch";
import { ApiError } from "@client/lib/api-client";
import { useDeleteResearchNote } from "../api/delete-research-note";
import { useResearchNote } from "../api/get-research-note";
import { useUpdateResearchNote } from "../api/update-research-note";
import { downloadMarkdown, scopeLabel } from "../lib/export-markdown";
import type { ResearchAiKit } from "../lib/kit";
import { DeepDivePanel } from "./deep-dive-panel";
import { MyNotes } from "./my-notes";
import { RenameNoteDialog } from "./my-research";
import { DeepDiveView, ResearchReport } from "./research-report";

/*
 * Print (ai.md §3.7 "a clean print layout"): only the note is printed — the app's top bar, the list, the panels and
 * every button are left out — on white, with sections kept whole where the page allows.
 */
const printCss = `@media print {
  body * { visibility: hidden !important; }
  [data-print-root], [data-print-root] * { visibility: visible !important; }
  [data-print-root] { position: absolute; inset: 0 auto auto 0; width: 100%; padding: 0; background: white; }
  [data-print-root] a { color: inherit; text-decoration: none; border: none; background: none; }
}`;

function PublicSwitch({ note }: { note: ResearchNoteDto }) {
  const update = useUpdateResearchNote();
  const [copied, setCopied] = useState(false);
  const link = `${window.location.origin}/research-mode?note=${note.id}`;
  return (
    <div
      className="space-y-2 rounded-lg border border-stone-200 bg-white p-3 print:hidden"
      data-testid="public-box"
    >
      <div className="flex items-center gap-3">
        <Switch
          id="research-public"
          checked={note.isPublic}
          disabled={update.isPending}
          onCheckedChange={(isPublic) => update.mutate({ id: note.id, changes: { isPublic } })}
        />
        <Label htmlFor="research-public">Public: anyone with the link can read it</Label>
      </div>
      {update.error && (
        <Alert tone="destructive" data-testid="public-error">
          {update.error instanceof ApiError ? update.error.message : "That didn't work — try again."}
        </Alert>
      )}
      {note.isPublic && note.moderation === "pending" && (
        <p className="text-sm text-amber-900" data-testid="public-pending">
          {researchPendingMessage}
        </p>
      )}
      {note.isPublic && note.moderation === "hidden" && (
        <p className="text-sm text-stone-700">A moderator has hidden this note from other members.</p>
      )}
      {note.isPublic && note.moderation === "approved" && (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <code className="min-w-0 flex-1 truncate rounded bg-stone-100 px-2 py-1 text-xs">{link}</code>
          <Button
            variant="outline"
            size="sm"
            onClick={() =>
              void navigator.clipboard.writeText(link).then(
                () => setCopied(true),
                () => setCopied(false),
              )
            }
          >
            {copied ? "Copied" : "Copy link"}
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * One research note (`?note=<id>`): its report, its deep dives underneath, and — for its owner — the deep-dive panel,
 * My notes, rename, pin, public and delete. Another member's public note is read-only, with Report. Export and Print
 * for both.
 */
export function NoteView({
  id,
  kit,
  onDeleted,
}: {
  id: string;
  kit: ResearchAiKit;
  onDeleted: (id: string) => void;
}) {
  const query = useResearchNote(id);
  const update = useUpdateResearchNote();
  const remove = useDeleteResearchNote();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deletingDive, setDeletingDive] = useState<string | null>(null);

  if (query.isPending)
    return (
      <div className="space-y-3" role="status" aria-label="Loading">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-60 w-full" />
      </div>
    );
  if (query.isError)
    return (
      <Alert tone="destructive" data-testid="note-error">
        {query.error instanceof ApiError && query.error.status === 404
          ? "This note was not found. It may have been deleted, or it isn't shared."
          : "This note couldn't be loaded."}
      </Alert>
    );
  const note = query.data;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-[minmax(0,1fr)_18rem]">
      <style>{printCss}</style>
      <article
        className="min-w-0 space-y-6"
        data-print-root
        aria-labelledby="note-title"
        data-testid="note-view"
      >
        <header className="space-y-2">
          <h2 id="note-title" className="font-serif text-2xl font-semibold text-night">
            {note.title}
          </h2>
          <p className="text-sm text-stone-600">
            {note.topic !== note.title && <>Topic: {note.topic} · </>}
            {scopeLabel(note.options)} · {researchDepthLabels[note.options.depth]} ·{" "}
            {new Date(note.createdAt).toLocaleDateString()}
            {note.author && <> · Shared by {note.author.displayName}</>}
          </p>
          {note.source === "offline" && (
            <p
              className="inline-block rounded-full bg-stone-200 px-2.5 py-0.5 text-xs font-medium text-stone-800"
              data-testid="research-source"
            >
              {aiText.offlineBadge}
            </p>
          )}
          {note.notices.map((notice) => (
            <Alert key={notice} tone="info" data-testid="research-notice">
              {notice}
            </Alert>
          ))}
          <div className="flex flex-wrap gap-2 print:hidden">
            <Button variant="outline" size="sm" onClick={() => downloadMarkdown(note)}>
              <Download className="size-4" aria-hidden="true" />
              Export Markdown
            </Button>
            <Button variant="outline" size="sm" onClick={() => window.print()}>
              <Printer className="size-4" aria-hidden="true" />
              Print
            </Button>
            {note.isMine ? (
              <>
                <Button
                  variant="outline"
                  size="sm"
                  busy={update.isPending && update.variables.changes.pinned !== undefined}
                  onClick={() => update.mutate({ id: note.id, changes: { pinned: !note.pinned } })}
                >
                  {note.pinned ? (
                    <PinOff className="size-4" aria-hidden="true" />
                  ) : (
                    <Pin className="size-4" aria-hidden="true" />
                  )}
                  {note.pinned ? "Unpin" : "Pin"}
                </Button>
                <Button variant="outline" size="sm" onClick={() => setRenaming(true)}>
                  <Pencil className="size-4" aria-hidden="true" />
                  Rename
                </Button>
                <Button variant="outline" size="sm" onClick={() => setDeleting(true)}>
                  <Trash2 className="size-4" aria-hidden="true" />
                  Delete
                </Button>
              </>
            ) : (
              <ReportDialog
                subjectType="research_note"
                subjectId={note.id}
                subjectName={note.title}
                buttonVariant="outline"
              />
            )}
          </div>
        </header>
        <ResearchReport sections={note.sections} kit={kit} />
        {note.deepDives.length > 0 && (
          <section aria-label="Deep dives" className="space-y-3">
            {note.deepDives.map((dive) => (
              <DeepDiveView
                key={dive.id}
                dive={dive}
                kit={kit}
                actions={
                  note.isMine ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="print:hidden"
                      aria-label={`Delete deep dive ${dive.focus}`}
                      onClick={() => setDeletingDive(dive.id)}
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                    </Button>
                  ) : null
                }
              />
            ))}
          </section>
        )}
        {note.isMine && <MyNotes key={note.id} noteId={note.id} initial={note.myNotes} />}
        {note.source === "offline" && <p className="text-xs text-stone-500">{aiText.offlineFooter}</p>}
      </article>
      {note.isMine && (
        <div className="space-y-4 xl:sticky xl:top-4 xl:self-start">
          <DeepDivePanel noteId={note.id} kit={kit} />
          <PublicSwitch note={note} />
        </div>
      )}
      {renaming && <RenameNoteDialog note={note} onClose={() => setRenaming(false)} />}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete this note?"
        description="The report, its deep dives and your notes on it are removed. This can't be undone."
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        destructive
        onConfirm={async () => {
          await remove.mutateAsync(note.id);
          onDeleted(note.id);
        }}
      />
      <ConfirmDialog
        open={deletingDive !== null}
        onOpenChange={(open) => !open && setDeletingDive(null)}
        title="Delete this deep dive?"
        description="The deep dive is removed from the note. This can't be undone."
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        destructive
        onConfirm={async () => {
          if (deletingDive) await remove.mutateAsync(deletingDive);
        }}
      />
    </div>
  );
}
