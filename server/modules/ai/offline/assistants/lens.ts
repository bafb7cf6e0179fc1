// The verse assistant's lens (ai.md §3.12): a room (by code, id or name) or a principle from the palace's tables — a
// dimension, sanctuary article, service or space, feast, horizon, cycle or time prophecy — with the room it belongs to.
import { roomById, rooms } from "@common/content/palace";
import { referenceLists } from "@common/content/palace/reference";
import type {
  ReferenceList,
  ReferenceListId,
  ReferenceListItem,
  Room,
  RoomId,
} from "@common/content/palace/types";

export type Lens =
  | { kind: "room"; room: Room }
  | { kind: "principle"; room: Room; list: ReferenceList; item: ReferenceListItem; name: string };

/** The principle tables a lens may name, and the room that teaches each. */
const PRINCIPLE_LISTS: readonly [ReferenceListId, RoomId][] = [
  ["dimensions", "dr"],
  ["sanctuaryArticles", "bl"],
  ["sanctuaryServices", "bl"],
  ["sanctuarySpaces", "bl"],
  ["feasts", "fe"],
  ["heavens", "123h"],
  ["cycles", "cycles"],
  ["timeProphecies", "math"],
];

const normal = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’']/g, "")
    .replace(/[^a-z0-9@]+/g, " ")
    .trim();

/** The short names an item answers to: its id and its short values, whole, before a bracket, and split at "/". */
function namesOf(item: ReferenceListItem): string[] {
  const names = [item.id];
  for (const value of Object.values(item.values)) {
    if (value.length > 40) continue;
    names.push(value, value.split(" (")[0] ?? value, ...value.split("/"));
  }
  return names.map(normal).filter((name) => name !== "");
}

/** The columns that name a principle, in the order they are tried; the code or id otherwise. */
const NAME_COLUMNS = ["name", "article", "service", "space", "feast"];

function principleName(item: ReferenceListItem): string {
  for (const key of NAME_COLUMNS) {
    const value = item.values[key];
    if (value && value.length <= 40) return value;
  }
  return item.values.code ?? item.id;
}

export function resolveLens(lens: string | undefined): Lens | null {
  const wanted = normal(lens ?? "");
  if (wanted === "") return null;
  const room = rooms.find(
    (candidate) =>
      normal(candidate.tag) === wanted ||
      candidate.id === wanted ||
      normal(candidate.name) === wanted ||
      normal(candidate.name.split(" (")[0] ?? "") === wanted,
  );
  if (room) return { kind: "room", room };
  for (const [listId, roomId] of PRINCIPLE_LISTS) {
    const list = referenceLists[listId];
    const item = list.items.find((candidate) => namesOf(candidate).includes(wanted));
    if (item) return { kind: "principle", room: roomById(roomId), list, item, name: principleName(item) };
  }
  return null;
}

/** A principle's row as labelled lines ("Meaning: …"), in the table's column order. */
export function principleLines(list: ReferenceList, item: ReferenceListItem): string[] {
  return list.columns
    .filter((column) => column.key !== "order" && (item.values[column.key] ?? "") !== "")
    .map((column) => `**${column.label}:** ${item.values[column.key]}`);
}
