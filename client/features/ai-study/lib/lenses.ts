import { roomOverviews } from "@common/content/palace/overview";
import { referenceLists } from "@common/content/palace/reference";
import type { ReferenceListId } from "@common/content/palace/types";

/** One choice of the verse assistant's optional lens: a room, or a principle from the palace's tables. */
export type LensOption = { value: string; label: string };

/**
 * The principle tables a lens may name (ai.md §3.12): the column whose value the server knows the item by, the
 * column that describes it (when the name is a code), and the group's heading.
 */
const principleLists: readonly [ReferenceListId, string, string | null, string][] = [
  ["dimensions", "code", "name", "Dimensions"],
  ["sanctuaryArticles", "article", null, "Sanctuary articles"],
  ["sanctuaryServices", "service", null, "Sanctuary services"],
  ["feasts", "feast", null, "Feasts"],
  ["heavens", "code", "name", "Horizons"],
  ["cycles", "code", "name", "Cycles"],
  ["timeProphecies", "code", "period", "Time prophecies"],
];

const short = (text: string) => (text.length > 48 ? `${text.slice(0, 47).trimEnd()}…` : text);

/** The lens picker's groups: the 38 rooms in palace order, then each principle table's items. */
export const lensGroups: readonly { label: string; options: LensOption[] }[] = [
  {
    label: "Rooms",
    options: [...roomOverviews]
      .sort((a, b) => a.position - b.position)
      .map((room) => ({ value: room.id, label: `${room.tag} · ${room.name}` })),
  },
  ...principleLists.map(([id, column, describe, label]) => ({
    label,
    options: referenceLists[id].items.map((item) => {
      const name = item.values[column] ?? item.id;
      const description = describe ? item.values[describe] : undefined;
      return { value: name, label: description ? short(`${name} · ${description}`) : name };
    }),
  })),
];
