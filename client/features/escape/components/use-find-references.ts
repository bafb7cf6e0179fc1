import { useEffect, useState } from "react";
import { loadReferenceParser } from "@client/lib/bible";
import type { countJustificationWords } from "@client/features/escape/lib/escape-answer";

type FindReferences = Parameters<typeof countJustificationWords>[1];

/** The reference parser, loaded once a lock shows, so the word count leaves references out as the judge does. */
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
