import { useEffect, useState } from "react";
import { loadReferenceParser } from "@client/lib/bible";
import type { countAnswerWords } from "@client/features/games/lib/play-answer";

type FindReferences = Parameters<typeof countAnswerWords>[1];

/** The reference parser, loaded once the write round shows, so the word count leaves references out as the judge does. */
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
