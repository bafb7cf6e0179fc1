import { type RefObject, useEffect, useEffectEvent } from "react";
import { useNavigate } from "react-router";
import type { ChapterDto } from "@common/schemas/bible";
import { readerPath } from "../lib/books";

/** Keyboard: ← → previous/next chapter, Esc clears the selection, / focuses the go-to box. */
export function useReaderShortcuts({
  chapter,
  linkQuery,
  goToRef,
  clearSelection,
}: {
  /** The chapter on screen once it is the one asked for; null while loading (arrows wait). */
  chapter: ChapterDto | null;
  linkQuery: Record<string, string | null>;
  goToRef: RefObject<HTMLInputElement | null>;
  clearSelection: () => void;
}) {
  const navigate = useNavigate();
  const onKey = useEffectEvent((e: KeyboardEvent) => {
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
    // An open dialog owns the keyboard (its Escape closes it, not the selection).
    if (document.querySelector("[role=dialog],[role=alertdialog]")) return;
    if (e.key === "Escape") {
      clearSelection();
      return;
    }
    const target = e.target as HTMLElement | null;
    const typing =
      target && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));
    if (typing) return;
    if (e.key === "/") {
      e.preventDefault();
      goToRef.current?.focus();
    } else if ((e.key === "ArrowLeft" || e.key === "ArrowRight") && chapter) {
      const ref = e.key === "ArrowLeft" ? chapter.prev : chapter.next;
      if (ref) void navigate(readerPath(ref.bookName, ref.chapter, linkQuery));
    }
  });
  useEffect(() => {
    const listener = (e: KeyboardEvent) => onKey(e);
    window.addEventListener("keydown", listener);
    return () => window.removeEventListener("keydown", listener);
  }, []);
}
