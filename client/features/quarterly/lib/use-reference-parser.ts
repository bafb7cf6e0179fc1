import { useEffect, useState } from "react";
import type { ParsedReference } from "@common/bible/reference";
import { loadReferenceParser } from "@client/lib/bible";

/** The shared reference parser once its chunk has loaded (null until then). */
export function useReferenceParser(): ((text: string) => ParsedReference | null) | null {
  const [parse, setParse] = useState<((text: string) => ParsedReference | null) | null>(null);
  useEffect(() => {
    let live = true;
    void loadReferenceParser().then((module) => {
      if (live) setParse(() => module.parseReference);
    });
    return () => {
      live = false;
    };
  }, []);
  return parse;
}
