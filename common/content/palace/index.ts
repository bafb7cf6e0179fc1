// The palace content module: 8 floors, 38 rooms, reference lists. Full room bodies are for the server (and tests);
// the client imports overview.ts and reference/ only (lint rule), and gets room bodies from the API.
import { floors } from "./floors";
import { floor1Rooms } from "./rooms/floor1";
import { floor2Rooms } from "./rooms/floor2";
import { floor3Rooms } from "./rooms/floor3";
import { floor4Rooms } from "./rooms/floor4";
import { floor5Rooms } from "./rooms/floor5";
import { floor6Rooms } from "./rooms/floor6";
import { floor7Rooms } from "./rooms/floor7";
import { floor8Rooms } from "./rooms/floor8";
import type { Room, RoomId } from "./types";

export { floors };
export const rooms: readonly Room[] = [
  ...floor1Rooms,
  ...floor2Rooms,
  ...floor3Rooms,
  ...floor4Rooms,
  ...floor5Rooms,
  ...floor6Rooms,
  ...floor7Rooms,
  ...floor8Rooms,
];

const byId = new Map<string, Room>(rooms.map((room) => [room.id, room]));

export function roomById(id: RoomId): Room {
  const room = byId.get(id);
  if (!room) throw new Error(`Unknown room ${id}`);
  return room;
}

export function roomsByFloor(floor: number): Room[] {
  return rooms.filter((room) => room.floor === floor);
}

export function nextRoom(id: RoomId): Room | undefined {
  return rooms[roomById(id).position];
}

export function prevRoom(id: RoomId): Room | undefined {
  const position = roomById(id).position;
  return position > 1 ? rooms[position - 2] : undefined;
}
