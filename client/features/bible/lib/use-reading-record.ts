import { type RefObject, useEffect, useEffectEvent } from "react";
import type { TranslationId } from "@common/schemas/bible";
import { useRecordRead } from "../api/record-read";

const VISIBLE_MS = 20_000;

/**
 * The reading record (screens §5.3): after the chapter has been visible 20 s (time while the tab
 * is hidden doesn't count) or its end has been scrolled into view, report one read per chapter view.
 */
export function useReadingRecord(
  target: { book: string; chapter: number; translation: TranslationId } | null,
  endRef: RefObject<Element | null>,
) {
  const record = useRecordRead();
  const book = target?.book;
  const chapter = target?.chapter;
  const send = useEffectEvent((b: string, c: number) => {
    if (target) record.mutate({ book: b, chapter: c, translation: target.translation });
  });

  useEffect(() => {
    if (!book || !chapter) return;
    let done = false;
    let visibleMs = 0;
    let since = document.visibilityState === "visible" ? Date.now() : null;
    const report = () => {
      if (done) return;
      done = true;
      send(book, chapter);
    };
    const tick = window.setInterval(() => {
      if (since !== null) {
        visibleMs += Date.now() - since;
        since = Date.now();
      }
      if (visibleMs >= VISIBLE_MS) report();
    }, 1000);
    const onVisibility = () => {
      if (document.visibilityState === "visible") since = Date.now();
      else if (since !== null) {
        visibleMs += Date.now() - since;
        since = null;
      }
    };
    document.addEventListener("visibilitychange", onVisibility);
    let observer: IntersectionObserver | undefined;
    // Wait a moment so a chapter whose end is on screen at once (a short psalm) still needs a look.
    const arm = window.setTimeout(() => {
      const end = endRef.current;
      if (!end || typeof IntersectionObserver === "undefined") return;
      observer = new IntersectionObserver((entries) => {
        if (
          entries.some((e) => e.isIntersecting) &&
          document.documentElement.scrollHeight > window.innerHeight + 40
        )
          report();
      });
      observer.observe(end);
    }, 1500);
    return () => {
      done = true;
      window.clearInterval(tick);
      window.clearTimeout(arm);
      observer?.disconnect();
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [book, chapter, endRef]);
}
