import { floors, roomById, rooms } from "@common/content/palace";
import type { Room, RoomId } from "@common/content/palace/types";

/*
 * The palace reference of a system message (ai.md §4.1), generated from the room data so it never drifts from the
 * palace: a compact list of the 38 rooms for the chat assistants, a room's full entry for the room assistant (and a
 * chosen focus room or lens).
 */

const floorName = (floor: number) => floors.find((each) => each.number === floor)?.name ?? `Floor ${floor}`;

/** "Feasts Room (FE)" — how answers and settings name a room. */
export function roomLabel(room: Pick<Room, "name" | "tag">): string {
  return `${room.name} (${room.tag})`;
}

const compactLists: { full?: string; brief?: string } = {};

/**
 * One line per room: code, name, floor, core question. `brief` (code and name only) is for a small context budget
 * (AI_MAX_CONTEXT_CHARS), where the full list would leave no room for the conversation.
 */
export function compactPalaceReference(brief = false): string {
  if (brief) {
    compactLists.brief ??= [
      "Palace reference: the 38 rooms (code — name). Use these codes and no others.",
      rooms.map((room) => `${room.tag} — ${room.name}`).join("; "),
    ].join("\n");
    return compactLists.brief;
  }
  compactLists.full ??= [
    "Palace reference: the 38 rooms (code — name — floor — core question). Use these codes and no others.",
    ...rooms.map(
      (room) =>
        `${room.tag} — ${room.name} — floor ${room.floor} (${floorName(room.floor)}) — ${room.coreQuestion}`,
    ),
  ].join("\n");
  return compactLists.full;
}

/** A room's full entry: purpose, method steps, deliverable, pitfalls. */
export function fullRoomEntry(roomId: RoomId): string {
  const room = roomById(roomId);
  const lines = [
    `Room: ${roomLabel(room)}, floor ${room.floor} (${floorName(room.floor)}).`,
    `Purpose: ${room.purpose}`,
    `Core question: ${room.coreQuestion}`,
    "Method:",
  ];
  room.method.forEach((step, index) => {
    lines.push(`${index + 1}. ${step.text}`);
    for (const sub of step.substeps ?? []) lines.push(`   - ${sub}`);
  });
  lines.push(`Deliverable: ${room.deliverable.description}`);
  lines.push(
    `Deliverable fields: ${room.deliverable.fields.map((field) => field.label + (field.optional ? " (optional)" : "")).join("; ")}`,
  );
  if (room.pitfalls.length > 0) {
    lines.push("Pitfalls to avoid:");
    for (const pitfall of room.pitfalls) lines.push(`- ${pitfall}`);
  }
  return lines.join("\n");
}

const normalise = (text: string) => text.trim().toLowerCase().replace(/\s+/g, " ");

let roomsByCode: Map<string, Room> | undefined;

/**
 * The room a code names, as answers and members write it: its tag ("BL", "fe"), its id, an alias or its name.
 * Undefined for anything that is not one of the 38 rooms.
 */
export function roomByCode(code: string): Room | undefined {
  if (!roomsByCode) {
    roomsByCode = new Map();
    for (const room of rooms) {
      for (const key of [room.tag, room.id, room.name, ...(room.aliases ?? [])]) {
        roomsByCode.set(normalise(key), room);
      }
    }
  }
  return roomsByCode.get(normalise(code));
}
