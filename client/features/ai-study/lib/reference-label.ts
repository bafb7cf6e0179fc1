import { useEffect, useState } from "react";
import { loadReferenceParser } from "@client/lib/bible";

/**
 * A reference as the server labels it ("Psalms 23:1", "John 3:16-18"): the key of a verse's conversations. The
 * shared parser loads on demand; until then (or for text it can't read) the reference is used as given.
 */
export function useReferenceLabel(reference: string): string {
  const [parsed, setParsed] = useState<{ reference: string; label: string } | null>(null);
  useEffect(() => {
    let live = true;
    loadReferenceParser().then(
      (parser) => {
        if (live) setParsed({ reference, label: parser.parseReference(reference)?.label ?? reference });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [reference]);
  return parsed?.reference === reference ? parsed.label : reference;
}
