import { useEffect, useState } from "react";
import { loadReferenceParser } from "@client/lib/bible";
import type { ReferenceParser } from "./passages";

/** The shared reference parser once its chunk has loaded (null until then: answers show plain text meanwhile). */
export function useReferenceParser(): ReferenceParser | null {
  const [parser, setParser] = useState<ReferenceParser | null>(null);
  useEffect(() => {
    let live = true;
    loadReferenceParser().then(
      (module) => live && setParser(module),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return parser;
}
