import { useCallback, useState } from "react";

/**
 * The selected verse numbers of the chapter on screen. A tap toggles a verse; a shift-tap adds the range
 * from the last tapped verse. A new chapter (viewKey) starts empty; a new translation keeps the selection.
 */
export function useVerseSelection(viewKey: string) {
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [anchor, setAnchor] = useState<number | null>(null);
  const [selectionView, setSelectionView] = useState(viewKey);
  if (selectionView !== viewKey) {
    // Reset during render (not in an effect) so the old chapter's selection never shows on the new one.
    setSelectionView(viewKey);
    setSelected(new Set());
    setAnchor(null);
  }
  const clear = useCallback(() => {
    setSelected(new Set());
    setAnchor(null);
  }, []);
  const activate = (verse: number, range: boolean) => {
    setSelected((old) => {
      const next = new Set(old);
      if (range && anchor !== null) {
        const [a, b] = [Math.min(anchor, verse), Math.max(anchor, verse)];
        for (let n = a; n <= b; n++) next.add(n);
      } else if (next.has(verse)) next.delete(verse);
      else next.add(verse);
      return next;
    });
    setAnchor(verse);
  };
  return { selected, activate, clear };
}
