import { useEffect, useRef, useState } from "react";
import { parseVerseQuery } from "../lib/verses";

/**
 * Where the reader scrolls: to ?v=16 (or 16-18), flashed for a moment once the chapter is on screen; to the
 * top for a new chapter without one. Returns the verses to flash.
 */
export function useVerseFocus({
  ready,
  verseQuery,
  viewKey,
}: {
  ready: boolean;
  verseQuery: string | null;
  viewKey: string;
}) {
  const [flash, setFlash] = useState<Set<number>>(new Set());
  const flashed = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || !verseQuery) return;
    const focus = parseVerseQuery(verseQuery);
    const token = `${viewKey}?${verseQuery}`;
    if (!focus || flashed.current === token) return;
    flashed.current = token;
    const [a, b] = focus;
    const verses = new Set<number>();
    for (let n = a; n <= b; n++) verses.add(n);
    setFlash(verses);
    requestAnimationFrame(() =>
      document.getElementById(`v${a}`)?.scrollIntoView({ block: "center", behavior: "smooth" }),
    );
    const timer = window.setTimeout(() => setFlash(new Set()), 2500);
    return () => window.clearTimeout(timer);
  }, [ready, verseQuery, viewKey]);

  useEffect(() => {
    if (!verseQuery) window.scrollTo({ top: 0 });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the chapter changes
  }, [viewKey]);

  return flash;
}
