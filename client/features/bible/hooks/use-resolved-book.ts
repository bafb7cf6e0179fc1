import { useEffect, useState } from "react";
import type { BibleBook } from "@common/bible/books";
import { bookByExactName, resolveBook } from "../lib/books";

type Resolved = { input: string; book: BibleBook | null };

/**
 * The address's book: exact names at once, aliases ("jn", "1 cor") once the reference parser has loaded.
 * undefined while an alias is being resolved, null when nothing matches.
 */
export function useResolvedBook(input: string): BibleBook | null | undefined {
  const exact = bookByExactName(input);
  const [resolved, setResolved] = useState<Resolved | null>(null);
  useEffect(() => {
    if (exact) return;
    let live = true;
    resolveBook(input)
      .then((book) => live && setResolved({ input, book }))
      .catch(() => live && setResolved({ input, book: null }));
    return () => {
      live = false;
    };
  }, [input, exact]);
  if (exact) return exact;
  return resolved?.input === input ? resolved.book : undefined;
}
