import { Bookmark, BookmarkCheck } from "lucide-react";
import type { BookmarkDto } from "@common/schemas/bible";
import { Button } from "@client/components/ui/button";
import { toast } from "@client/lib/toast";
import { useCreateBookmark } from "../api/create-bookmark";
import { useDeleteBookmark } from "../api/delete-bookmark";

/** Bookmark the whole chapter, or remove that bookmark (verse bookmarks live in the verse action bar). */
export function ChapterBookmarkButton({
  where,
  bookmarks,
}: {
  where: { book: string; chapter: number };
  /** The chapter's bookmarks; undefined while they load (the button waits). */
  bookmarks: BookmarkDto[] | undefined;
}) {
  const chapterBookmark = bookmarks?.find((b) => b.verseKey === null && b.chapter === where.chapter);
  const add = useCreateBookmark(where);
  const remove = useDeleteBookmark(where);
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-pressed={Boolean(chapterBookmark)}
      busy={add.isPending || remove.isPending}
      disabled={!bookmarks}
      onClick={() =>
        chapterBookmark
          ? remove.mutate(chapterBookmark.id, {
              onSuccess: () => toast.success("Bookmark removed"),
              onError: () => toast.error("Couldn't remove the bookmark — try again."),
            })
          : add.mutate(
              { verseKey: null, label: null },
              {
                onSuccess: () => toast.success("Bookmarked"),
                onError: (e) => toast.error(e.message || "Couldn't bookmark — try again."),
              },
            )
      }
    >
      {chapterBookmark ? (
        <BookmarkCheck className="size-4 fill-gold text-gold-dark" aria-hidden="true" />
      ) : (
        <Bookmark className="size-4" aria-hidden="true" />
      )}
      {chapterBookmark ? (
        <span>
          Remove<span className="sr-only sm:not-sr-only"> chapter</span> bookmark
        </span>
      ) : (
        <span>
          Bookmark<span className="sr-only sm:not-sr-only"> chapter</span>
        </span>
      )}
    </Button>
  );
}
