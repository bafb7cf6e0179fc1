import { referenceLists } from "@common/content/palace/reference";
import type { ReferenceListId } from "@common/content/palace/types";

/*
 * The principles a verse-assistant lens may name (ai.md §3.12): dimensions, sanctuary articles and services, feasts,
 * horizons, cycles and time prophecies, from the palace's reference lists.
 */

const principleLists: ReadonlyArray<{ list: ReferenceListId; kind: string; name: string; code?: string }> = [
  { list: "dimensions", kind: "dimension", name: "name", code: "code" },
  { list: "sanctuaryArticles", kind: "sanctuary article", name: "article" },
  { list: "sanctuaryServices", kind: "sanctuary service", name: "service" },
  { list: "feasts", kind: "feast", name: "feast" },
  { list: "heavens", kind: "horizon", name: "name", code: "code" },
  { list: "cycles", kind: "cycle", name: "name", code: "code" },
  { list: "timeProphecies", kind: "time prophecy", name: "period", code: "code" },
];

const normalise = (text: string) => text.trim().toLowerCase().replace(/\s+/g, " ");

let byKey: Map<string, string> | undefined;

/** "Passover (feast)" for a principle's name or code, undefined when the text names none. */
export function principleLabel(text: string): string | undefined {
  if (!byKey) {
    byKey = new Map();
    for (const { list, kind, name, code } of principleLists) {
      for (const item of referenceLists[list].items) {
        const itemName = item.values[name];
        if (!itemName) continue;
        const label = `${itemName} (${kind})`;
        byKey.set(normalise(itemName), label);
        const itemCode = code ? item.values[code] : undefined;
        if (itemCode) byKey.set(normalise(itemCode), label);
      }
    }
  }
  return byKey.get(normalise(text));
}
