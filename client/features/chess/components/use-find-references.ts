import { useEffect, useState } from "react";
import { loadReferenceParser } from "@client/lib/bible";
import type { countCommentaryWords } from "@client/features/chess/lib/chess-commentary";

type FindReferences = Parameters<typeof countCommentaryWords>[1];

/** The reference parser, loaded once the move form shows, so the counts leave references out as the judge does. */
export function useFindReferences(): FindReferences {
  const [find, setFind] = useState<FindReferences>(undefined);
  useEffect(() => {
    let live = true;
    loadReferenceParser().then(
      (parser) => {
        if (live) setFind(() => parser.findReferences);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return find;
}
